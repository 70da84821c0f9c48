import { applicationDocumentLabels, type ApplicationDocument } from '@creds/contract';
import { FileText, Image } from 'lucide-react';
import { formatFileSize } from '../../../components/ui/file-field';
import { applicationFileUrl } from '../api/get-application';
import { formatDateTime } from '../lib/format';

/** The application's documents, newest last; each opens in a new tab (served inline, never run). */
export function ApplicationDocuments({ applicationId, documents }: { applicationId: string; documents: ApplicationDocument[] }) {
  return (
    <ul className="divide-y divide-line">
      {documents.map((document) => {
        const Icon = document.mimeType.startsWith('image/') ? Image : FileText;
        return (
          <li key={document.id} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
            <div className="min-w-0 text-sm">
              <a
                href={applicationFileUrl(applicationId, document.id)}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold break-all text-brand underline-offset-4 hover:text-accent hover:underline"
              >
                {document.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <p className="text-xs text-ink-muted">
                {applicationDocumentLabels[document.kind]} · {formatFileSize(document.sizeBytes)} · {formatDateTime(document.uploadedAt)}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
