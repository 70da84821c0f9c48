import { formatFee, type AccreditationFees } from '@creds/contract';

/** The accreditation fees of ten years, from the price table (the renewals rise by the annual increase, rounded half up). */
export function FeeSchedule({ fees, highlightYear, captionId }: { fees: AccreditationFees; highlightYear?: number; captionId?: string }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-white">
      <table className="w-full text-left" aria-labelledby={captionId}>
        <thead>
          <tr className="border-b border-line bg-surface text-sm text-ink-muted">
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              Year
            </th>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              What it covers
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-6">
              Fee
            </th>
          </tr>
        </thead>
        <tbody>
          {fees.schedule.map(({ year, cents }) => {
            const isHighlighted = year === highlightYear;
            return (
              <tr key={year} className={`border-b border-line last:border-b-0 ${isHighlighted ? 'bg-accent-soft' : ''}`} aria-current={isHighlighted ? 'true' : undefined}>
                <th scope="row" className="px-4 py-2.5 font-semibold whitespace-nowrap text-ink sm:px-6">
                  Year {year}
                </th>
                <td className="px-4 py-2.5 text-sm text-ink-muted sm:px-6">
                  {year === 1 ? 'Registration and first year' : year === 2 ? 'First renewal' : `Renewal (+${fees.annualIncreasePercent}% on year ${year - 1})`}
                </td>
                <td className="px-4 py-2.5 text-right font-semibold text-ink tabular-nums sm:px-6">{formatFee(cents)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
