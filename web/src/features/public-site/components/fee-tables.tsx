import { accreditationFeeCents, evaluationPlans, formatFee, formatFeeRange, groupEvaluationCents, type PriceTable } from '@creds/contract';
import { Building2, ClipboardCheck, FlaskConical, Users } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { feeGroups } from '../../../content/fees';

type PlanName = (typeof evaluationPlans)[number]['name'];

/** Each plan's price as the spec writes it ("$5", "$45 to $63", "$3 … $2.50"): one amount, a range, or two tiers. */
function planPrice(plan: PlanName, table: PriceTable): ReactNode {
  switch (plan) {
    case 'Individual':
      return formatFee(table['evaluation.individual']);
    case 'Freelancer':
      return formatFeeRange(table['evaluation.freelancer.min'], table['evaluation.freelancer.max']);
    case 'Trainer':
      return (
        <>
          {formatFee(table['evaluation.trainer.first25'])}
          <span className="block text-sm font-normal text-ink-muted">
            first 25, then {formatFee(table['evaluation.trainer.next25'])} each
          </span>
        </>
      );
    case 'Enterprise':
      return formatFee(table['evaluation.enterprise']);
    case 'Enterprise Plus':
      return formatFee(table['evaluation.enterprisePlus']);
  }
}

export function FeeGroupHeading({ id, icon, title, intro }: { id: string; icon: 'evaluation' | 'testing' | 'accreditation'; title: string; intro?: string }) {
  const Icon = { evaluation: ClipboardCheck, testing: FlaskConical, accreditation: Building2 }[icon];
  return (
    <div className="flex items-start gap-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand text-white">
        <Icon aria-hidden className="size-6" />
      </span>
      <div>
        <h2 id={id} className="font-serif text-2xl font-bold text-brand sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-2 max-w-3xl leading-relaxed text-ink-muted">{intro}</p> : null}
      </div>
    </div>
  );
}

/** The five evaluation plans with their current prices. */
export function EvaluationPlans({ table }: { table: PriceTable }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
      {evaluationPlans.map((plan) => (
        <li key={plan.name} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-xs">
          <h3 className="font-serif text-xl font-bold text-brand">{plan.name}</h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
            <Users aria-hidden className="size-4 shrink-0" />
            {plan.participants === '1' ? '1 person' : `${plan.participants} participants`}
          </p>
          <p className="mt-5 text-3xl font-bold text-ink tabular-nums">{planPrice(plan.name, table)}</p>
          <p className="mt-1 text-sm font-medium text-accent-dark">{feeGroups.evaluation.unit[plan.name]}</p>
          <p className="mt-4 border-t border-line pt-4 text-sm leading-relaxed text-ink-muted">{plan.audience}</p>
        </li>
      ))}
    </ul>
  );
}

const maxEstimatedParticipants = 100_000;

/** What a group pays for one course's certificates, from `groupEvaluationCents`. */
export function GroupEstimator({ table }: { table: PriceTable }) {
  const inputId = useId();
  const [participants, setParticipants] = useState('40');
  const count = Number(participants);
  const isWhole = participants.trim() !== '' && Number.isInteger(count) && count >= 1;
  const isValid = isWhole && count <= maxEstimatedParticipants;
  const { estimator } = feeGroups.evaluation;
  return (
    <div className="rounded-2xl bg-surface p-6 ring-1 ring-line sm:p-8">
      <h3 className="font-serif text-xl font-bold text-brand">{estimator.heading}</h3>
      <div className="mt-5 grid items-end gap-6 sm:grid-cols-[14rem_1fr]">
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
            {estimator.label}
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={participants}
            onChange={(event) => setParticipants(event.target.value)}
            aria-describedby={`${inputId}-hint`}
            className="block w-full rounded-md border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-xs hover:border-brand-muted focus:border-brand focus:ring-3 focus:ring-brand/15 focus-visible:outline-hidden"
          />
        </div>
        <p aria-live="polite" className="text-lg text-ink">
          {isValid ? (
            <>
              One course for {count.toLocaleString('en-US')} {count === 1 ? 'participant' : 'participants'}:{' '}
              <strong className="text-2xl text-brand tabular-nums">{formatFee(groupEvaluationCents(count, table))}</strong>
            </>
          ) : isWhole ? (
            `For more than ${maxEstimatedParticipants.toLocaleString('en-US')} participants, contact us for a quote.`
          ) : (
            'Enter a whole number of participants.'
          )}
        </p>
      </div>
      <p id={`${inputId}-hint`} className="mt-3 text-sm text-ink-muted">
        {estimator.hint}
      </p>
    </div>
  );
}

/** Years 1 to 5 of accreditation, from `accreditationFeeCents`. */
export function AccreditationSchedule({ table }: { table: PriceTable }) {
  const years = [1, 2, 3, 4, 5];
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-white">
      <table className="w-full text-left">
        <caption className="border-b border-line bg-surface px-4 py-4 sm:px-6 text-left font-semibold text-brand">
          {feeGroups.accreditation.scheduleCaption}
        </caption>
        <thead>
          <tr className="border-b border-line text-sm text-ink-muted">
            <th scope="col" className="px-4 py-3 sm:px-6 font-semibold">
              Year
            </th>
            <th scope="col" className="px-4 py-3 sm:px-6 font-semibold">
              What it covers
            </th>
            <th scope="col" className="px-4 py-3 sm:px-6 text-right font-semibold">
              Fee
            </th>
          </tr>
        </thead>
        <tbody>
          {years.map((year) => (
            <tr key={year} className="border-b border-line last:border-b-0">
              <th scope="row" className="px-4 py-3 sm:px-6.5 font-semibold text-ink">
                Year {year}
              </th>
              <td className="px-4 py-3 sm:px-6.5 text-ink-muted">
                {year === 1
                  ? 'Registration and first year'
                  : year === 2
                    ? 'Renewal'
                    : `Renewal (+${table['accreditation.annualIncreasePercent']}% on the year before)`}
              </td>
              <td className="px-4 py-3 sm:px-6.5 text-right font-semibold text-ink tabular-nums">{formatFee(accreditationFeeCents(year, table))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
