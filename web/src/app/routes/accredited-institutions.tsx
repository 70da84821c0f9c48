import { accreditationMessages, institutesPageSize } from '@creds/contract';
import { ArrowRight, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { Pagination } from '../../components/ui/pagination';
import { useInstitutes } from '../../features/accreditation/api/get-institutes';
import { InstituteSearch } from '../../features/accreditation/components/institute-search';
import { InstitutesTable } from '../../features/accreditation/components/institutes-table';
import { VerifyAccreditationForm } from '../../features/accreditation/components/verify-accreditation-form';
import { PageHero } from '../../features/public-site/components/page-hero';
import { PageMeta } from '../../features/public-site/components/page-meta';

const m = accreditationMessages;

/**
 * /accredited-institutions (spec section 2): the institutes accredited today, searched by name on Enter
 * or the button, 20 a page (registries run to thousands). The search and the page live in the address,
 * so a result can be shared and Back returns to it.
 */
export function AccreditedInstitutionsPage() {
  const captionId = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const institutes = useInstitutes({ search, page, limit: institutesPageSize });
  const data = institutes.data;

  const go = (next: { search?: string; page?: number }) => {
    const nextSearch = next.search ?? search;
    const nextPage = next.page ?? 1;
    setParams({ ...(nextSearch ? { search: nextSearch } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) });
  };

  const first = data && data.total > 0 ? (data.page - 1) * institutesPageSize + 1 : 0;
  const last = data ? first + data.msg.length - (data.msg.length > 0 ? 1 : 0) : 0;

  return (
    <>
      <PageMeta
        title="Accredited Institutes"
        description="The public list of institutes accredited by us: certificate number, country and accreditation period. Search by name."
        canonicalPath="/accredited-institutions"
      />
      <PageHero eyebrow="Accreditation" title={m.heroTitle} lead="Skill centres, colleges and universities whose accreditation with us is current. Search by the name of the institute.">
        {/* Keyed by the search in force, so Back and Forward show their own text in the box. */}
        <InstituteSearch key={search} value={search} onSearch={(text) => go({ search: text })} />
      </PageHero>

      <div className="bg-surface">
        <section aria-labelledby={captionId} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id={captionId} className="font-serif text-2xl font-bold text-brand sm:text-3xl">
                {m.tableTitle}
              </h2>
              <p aria-live="polite" className="mt-1 text-sm text-ink-muted">
                {data && !institutes.isPlaceholderData && data.total > 0
                  ? `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'institute' : 'institutes'}${search ? ` matching “${search}”` : ''}`
                  : search
                    ? data && !institutes.isPlaceholderData
                      ? `No institute matches “${search}”.`
                      : `Searching for “${search}”…`
                    : 'Click a row to open the institute’s website.'}
              </p>
            </div>
            {search ? (
              <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => go({ search: '' })}>
                Show all institutes
              </button>
            ) : null}
          </div>

          <div className={institutes.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={institutes.isFetching || undefined}>
            <InstitutesTable
              institutes={data?.msg ?? []}
              isLoading={institutes.isPending}
              isError={institutes.isError && !data}
              isFiltered={search !== ''}
              captionId={captionId}
            />
          </div>
          {institutes.isError && !data ? (
            <button type="button" onClick={() => void institutes.refetch()} disabled={institutes.isFetching} className={`${buttonClass('outline', 'sm')} mt-4`}>
              <RefreshCw aria-hidden className={`size-4 ${institutes.isFetching ? 'animate-spin' : ''}`} />
              Try again
            </button>
          ) : null}
          {data ? <Pagination page={data.page} nextPage={data.nextPage} onPageChange={(next) => go({ page: next })} label="Pages of accredited institutes" isFetching={institutes.isFetching} /> : null}

          <div className="mt-12 grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="verify-accreditation" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <h2 id="verify-accreditation" className="text-lg font-semibold text-brand">
                Verify an accreditation certificate
              </h2>
              <p className="mt-1 mb-4 text-sm text-ink-muted">Enter the number printed on the certificate to see whether the accreditation is current, expired or withdrawn.</p>
              <VerifyAccreditationForm compact />
            </section>
            <section aria-labelledby="get-accredited" className="flex flex-col justify-between rounded-2xl bg-brand p-6 text-white">
              <div>
                <h2 id="get-accredited" className="text-lg font-semibold">
                  Is your institute missing?
                </h2>
                <p className="mt-1 text-sm text-white/85">Apply online in about fifteen minutes; review takes about a week.</p>
              </div>
              <Link to="/accreditation" className={`${buttonClass('inverse')} mt-5 self-start`}>
                About accreditation
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </section>
          </div>
        </section>
      </div>
    </>
  );
}
