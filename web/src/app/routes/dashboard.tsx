import { evaluationMessages } from '@creds/contract';
import { ArrowRight, Award, BookOpen, ChevronRight, FilePlus2, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, linkAsButton } from '../../components/ui/button-styles';
import { FormAlert } from '../../components/ui/form-alert';
import { useInsights } from '../../features/evaluations/api/get-insights';
import { LevelChart } from '../../features/evaluations/components/level-chart';
import { WorkspacePage } from '../../features/evaluations/components/workspace-page';
import { useCurrentUser } from '../../lib/auth';

const guideSteps = [
  { title: 'Register a course', text: 'Give the course details and paste its description or upload the outline.' },
  { title: 'See your level', text: 'The evaluation gives a level, rating points and the skills it found, with the evidence.' },
  { title: 'Pay or claim', text: 'Request the certificate; once our team has verified it, download it from your history.' },
] as const;

/** /dashboard (signed-in only): the guide, the welcome line, the figures and the chart (spec section 2). */
export function DashboardPage() {
  const user = useCurrentUser();
  const insights = useInsights();
  const figure = (value: number | undefined) => (insights.isPending ? '…' : value === undefined ? '—' : value.toLocaleString('en-US'));

  return (
    <WorkspacePage title="Dashboard">
      <section className="flex flex-col gap-5 rounded-xl bg-brand p-6 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-white/80">Aspiring Creds Student</p>
          <h1 className="mt-1 font-serif text-2xl font-bold wrap-break-word sm:text-3xl">Welcome, {user?.username}</h1>
          <p className="mt-2 max-w-xl text-white/85">Evaluate a course you completed and turn it into a verified certificate.</p>
        </div>
        <Link to="/equivalence" className={`${buttonClass('accent')} shrink-0`} {...linkAsButton}>
          <FilePlus2 aria-hidden className="size-5" />
          Register New Certificate
        </Link>
      </section>

      {insights.isError ? <FormAlert>{evaluationMessages.dashboardFailed}</FormAlert> : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid gap-4 sm:grid-cols-2 lg:col-span-1 lg:grid-cols-1">
          <Link
            to="/history"
            className="group flex items-center justify-between gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-line transition-colors hover:ring-brand-muted"
          >
            <Tile icon={<Award aria-hidden className="size-6" />} label="Certificates" value={figure(insights.data?.totalBadges)} />
            <ChevronRight aria-hidden className="size-5 text-ink-muted transition-transform group-hover:translate-x-0.5" />
          </Link>
          <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-line">
            <Tile icon={<Sparkles aria-hidden className="size-6" />} label="Cred Points" value={figure(insights.data?.points)} />
          </div>
        </div>
        <section aria-labelledby="levels-chart-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6 lg:col-span-2">
          <h2 id="levels-chart-title" className="font-serif text-lg font-bold text-brand">
            Evaluations by level
          </h2>
          <div className="mt-3">
            {insights.data ? (
              insights.data.totalBadges === 0 ? (
                <p className="py-6 text-sm text-ink-muted">No evaluations yet: register your first course to see it here.</p>
              ) : (
                <LevelChart byLevel={insights.data.byLevel} />
              )
            ) : (
              <p className="py-6 text-sm text-ink-muted">{insights.isPending ? 'Loading…' : '—'}</p>
            )}
          </div>
        </section>
      </div>

      <section aria-labelledby="guide-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="guide-title" className="flex items-center gap-2 font-serif text-xl font-bold text-brand">
              <BookOpen aria-hidden className="size-5" />
              Step-by-step guide
            </h2>
            <p className="mt-1 text-sm text-ink-muted">From a course you completed to a verified certificate in three steps.</p>
          </div>
          <Link to="/User-Guide" className={`${buttonClass('outline')} shrink-0`} {...linkAsButton}>
            Explore Guide
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {guideSteps.map((step, index) => (
            <li key={step.title} className="flex gap-3 rounded-lg bg-surface p-4 ring-1 ring-line">
              <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-white">
                {index + 1}
              </span>
              <div>
                <p className="font-semibold text-ink">{step.title}</p>
                <p className="mt-1 text-sm text-ink-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </WorkspacePage>
  );
}

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <span className="flex items-center gap-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">{icon}</span>
      <span>
        <span className="block text-sm font-semibold text-ink-muted">{label}</span>
        <span className="block text-3xl font-bold text-ink">{value}</span>
      </span>
    </span>
  );
}
