import { termsIntro, termsMeta, termsSections } from '../../content/terms';
import { LegalDocument } from '../../features/public-site/components/legal-document';

/** /terms: the eight numbered sections, last updated 19 May 2025. */
export function TermsPage() {
  return <LegalDocument meta={termsMeta} canonicalPath="/terms" intro={termsIntro} sections={termsSections} />;
}
