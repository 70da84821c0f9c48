import { verifyPagePath } from '@creds/contract';
import { FileSearch, RefreshCw } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { DocumentTitle } from '../../components/ui/document-title';
import { Spinner } from '../../components/ui/spinner';
import { useCertificate } from '../../features/certificates/api/get-certificate';
import { CertificateView } from '../../features/certificates/components/certificate-view';
import { ApiError } from '../../lib/api-client';

const titleId = 'certificate-title';

/**
 * /certificates/:id?name=… (public): the page a holder shares. The server answers the same address with
 * Open Graph tags for link previews; this page shows the certificate to people.
 */
export function CertificatePage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const name = searchParams.get('name')?.trim() ?? '';
  return (
    <div className="bg-surface px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto max-w-6xl">{name ? <CertificateLoader id={id} name={name} /> : <NotFound id={id} />}</div>
    </div>
  );
}

function CertificateLoader({ id, name }: { id: string; name: string }) {
  const certificate = useCertificate(id, name);
  if (certificate.isPending) return <Spinner label="Loading the certificate" />;
  if (certificate.isError) {
    if (certificate.error instanceof ApiError && certificate.error.status === 404) return <NotFound id={id} name={name} />;
    return (
      <section aria-labelledby={titleId} className="mx-auto max-w-2xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-line">
        <h1 id={titleId} className="font-serif text-2xl font-bold text-brand">
          The certificate could not be loaded
        </h1>
        <p className="mt-3 text-ink-muted">Please try again in a moment.</p>
        <button type="button" onClick={() => void certificate.refetch()} className={`${buttonClass('outline', 'sm')} mt-6`}>
          <RefreshCw aria-hidden className="size-4" />
          Try again
        </button>
      </section>
    );
  }
  return (
    <>
      <DocumentTitle>{`${certificate.data.holderName} — ${certificate.data.courseName}`}</DocumentTitle>
      <CertificateView certificate={certificate.data} titleId={titleId} />
    </>
  );
}

function NotFound({ id, name = '' }: { id: string; name?: string }) {
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-2xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-line sm:p-12">
      <DocumentTitle>Certificate not found</DocumentTitle>
      <FileSearch aria-hidden className="mx-auto size-12 text-brand-muted" />
      <h1 id={titleId} className="mt-4 font-serif text-2xl font-bold text-brand sm:text-3xl">
        Certificate not found
      </h1>
      <p className="mt-3 leading-relaxed text-ink-muted">
        No certificate matches this link. The certificate ID and the holder&apos;s name must both be right; check them on
        the verification page.
      </p>
      <Link to={verifyPagePath(id, name)} className={`${buttonClass('primary')} mt-6`}>
        Go to the verification page
      </Link>
    </section>
  );
}
