import { privacyIntro, privacyMeta, privacySections } from '../../content/privacy';
import { LegalDocument } from '../../features/public-site/components/legal-document';

/** /privacy-policy (and /Privacy-Policy). */
export function PrivacyPolicyPage() {
  return <LegalDocument meta={privacyMeta} canonicalPath="/privacy-policy" intro={privacyIntro} sections={privacySections} />;
}
