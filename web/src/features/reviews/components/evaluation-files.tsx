import type { ReviewDetail } from '@creds/contract';
import { ExternalLink, Eye, EyeOff, FileText, Image as ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';

type EvaluationFile = ReviewDetail['files'][number];

const kindLabels: Record<EvaluationFile['kind'], string> = { proof: 'Proof of completion', outline: 'Course outline' };

export function fileUrl(badgeId: string, fileId: string): string {
  return `/api/badge/${encodeURIComponent(badgeId)}/files/${encodeURIComponent(fileId)}`;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const isImage = (file: EvaluationFile) => file.mimeType.startsWith('image/');
const isPdf = (file: EvaluationFile) => file.mimeType === 'application/pdf';

/**
 * The proof and outline files: each opens in a new tab (served inline, sandboxed), and images and PDFs
 * can be previewed here.
 */
export function EvaluationFiles({ badgeId, files }: { badgeId: string; files: EvaluationFile[] }) {
  if (files.length === 0) return <p className="text-sm text-ink-muted">No files were submitted.</p>;
  return (
    <ul className="space-y-3">
      {files.map((file) => (
        <EvaluationFileItem key={file.id} badgeId={badgeId} file={file} />
      ))}
    </ul>
  );
}

function EvaluationFileItem({ badgeId, file }: { badgeId: string; file: EvaluationFile }) {
  const [isPreviewing, setIsPreviewing] = useState(false);
  const url = fileUrl(badgeId, file.id);
  const canPreview = isImage(file) || isPdf(file);
  const Icon = isImage(file) ? ImageIcon : FileText;
  return (
    <li className="rounded-lg border border-line bg-white">
      <div className="flex flex-wrap items-center gap-3 p-3">
        <Icon aria-hidden className="size-8 shrink-0 text-brand-muted max-sm:hidden" />
        <div className="min-w-48 flex-1 basis-48">
          <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{kindLabels[file.kind]}</p>
          <p className="truncate font-medium text-ink" title={file.name}>
            {file.name}
          </p>
          <p className="text-xs text-ink-muted">
            {file.mimeType} · {formatSize(file.sizeBytes)}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          {canPreview ? (
            <button
              type="button"
              aria-expanded={isPreviewing}
              onClick={() => setIsPreviewing((previewing) => !previewing)}
              className={buttonClass('ghost', 'sm')}
            >
              {isPreviewing ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
              {isPreviewing ? 'Hide' : 'Preview'}
              <span className="sr-only"> {file.name}</span>
            </button>
          ) : null}
          <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass('outline', 'sm')}>
            <ExternalLink aria-hidden className="size-4" />
            Open
            <span className="sr-only"> {file.name} (opens in a new tab)</span>
          </a>
        </div>
      </div>
      {isPreviewing ? (
        <div className="border-t border-line bg-surface p-3">
          {isImage(file) ? (
            <img src={url} alt={`${kindLabels[file.kind]}: ${file.name}`} className="mx-auto max-h-[32rem] w-auto rounded bg-white object-contain" />
          ) : (
            <iframe src={url} title={`${kindLabels[file.kind]}: ${file.name}`} className="h-[32rem] w-full rounded bg-white" />
          )}
        </div>
      ) : null}
    </li>
  );
}
