import { useSearchParams } from 'react-router';
import { CertificateVerifier } from '../../features/certificates/components/certificate-verifier';
import { CredentialCheck } from '../../features/certificates/components/credential-check';
import { PageHero } from '../../features/public-site/components/page-hero';
import { PageMeta } from '../../features/public-site/components/page-meta';

/** /validate (public): verify a certificate by its ID and the holder's name, or check a credential file. */
export function ValidatePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <>
      <PageMeta
        title="Verify a certificate"
        description="Check that a certificate of evaluation is genuine: enter its certificate ID and the holder's exact name, or upload its signed credential file."
        canonicalPath="/validate"
      />
      <PageHero
        eyebrow="Certificate verification"
        title="Verify a certificate"
        lead="Employers, schools and agencies can confirm any certificate we issue. No account is needed."
      />
      <div className="bg-surface">
        <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <CertificateVerifier
            initialCertificateId={searchParams.get('certificateId')?.trim() ?? ''}
            initialName={searchParams.get('name')?.trim() ?? ''}
            onClear={() => {
              if (searchParams.size > 0) setSearchParams({}, { replace: true });
            }}
          />
          <CredentialCheck />
        </div>
      </div>
    </>
  );
}
