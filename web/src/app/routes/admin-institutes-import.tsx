import { importColumns, maxImportBytes, maxImportRows, type ImportResult } from '@creds/contract';
import { Download, FileCheck2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { FileField } from '../../components/ui/file-field';
import { FormAlert } from '../../components/ui/form-alert';
import { PendingButton } from '../../components/ui/pending-button';
import { useImportInstitutes } from '../../features/accreditation/api/import-institutes';
import { ImportPreview } from '../../features/accreditation/components/import-preview';
import { ConsoleCard } from '../../features/reviews/components/console-card';
import { ConsolePageHeader } from '../../features/reviews/components/console-page-header';
import { getErrorMessage } from '../../lib/api-client';
import { useNotifications } from '../../lib/notifications';

const template = `${importColumns.map((column) => column.header).join(',')}\nAC-2024-017,Example Institute of Technology,Kenya,2026-01-15,2027-01-14,Engineering programmes,https://example-institute.example,registrar@example-institute.example\n`;
const templateUrl = `data:text/csv;charset=utf-8,${encodeURIComponent(template)}`;

/**
 * /admin/accreditation/import (admins): a CSV of institutes accredited before; checked row by row first
 * (a dry run), imported only when every row is right, all in one go.
 */
export function AdminInstitutesImportPage() {
  const check = useImportInstitutes();
  const commit = useImportInstitutes();
  const { showSuccess, showError } = useNotifications();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  // What is wrong with the chosen file (shown under it) and what went wrong importing it.
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  // Set at the first click, before the mutation's pending state reaches the button: a double click imports once.
  const isImporting = useRef(false);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setFileProblem(null);
    setProblem(null);
    setImported(null);
    setCsv(null);
    if (!chosen) return;
    if (chosen.size > maxImportBytes) {
      setFileProblem('The file is too large (5 MB at most). Split it and import the parts one after another.');
      return;
    }
    const text = await chosen.text();
    setCsv(text);
    check.mutate(
      { csv: text, dryRun: true },
      { onSuccess: setPreview, onError: (error) => setFileProblem(getErrorMessage(error)) },
    );
  };

  const canImport = csv !== null && preview !== null && preview.fileErrors.length === 0 && preview.invalid === 0 && imported === null;

  const runImport = () => {
    if (!csv || !canImport || isImporting.current) return;
    isImporting.current = true;
    commit.mutate(
      { csv, dryRun: false },
      {
        onSuccess: (result) => {
          // The import's own report ("… were imported") takes the dry run's place.
          setPreview(result);
          setImported(result.msg);
          showSuccess(result.msg);
        },
        onError: (error) => {
          const message = getErrorMessage(error);
          setProblem(message);
          showError(message);
          // The registry may have changed since the preview (another import): check the file again, row by row.
          check.mutate({ csv, dryRun: true }, { onSuccess: setPreview });
        },
        onSettled: () => {
          isImporting.current = false;
        },
      },
    );
  };

  return (
    <>
      <title>Import institutes | Accreditation desk</title>
      <ConsolePageHeader title="Import institutes" description="Add institutes accredited before this system from a CSV file. Each row is checked first; a file with any bad row imports nothing." />
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <ConsoleCard title="The file" className="self-start">
          <FileField
            label="CSV file"
            name="csv"
            file={file}
            onFileChange={(chosen) => void choose(chosen)}
            accept=".csv,text/csv"
            hint={`A header row, then one institute a line; up to ${maxImportRows.toLocaleString('en-US')} rows.`}
            error={fileProblem ?? undefined}
          />
          <div className="mt-4 text-sm text-ink-muted">
            <p className="font-semibold text-ink">Columns</p>
            <p className="mt-1">{importColumns.map((column) => column.header).join(', ')}.</p>
            <p className="mt-1">Dates as YYYY-MM-DD. Name, Country, Start Date, End Date and Link are required; a blank Certificate No. gets a new number; Contact E-mail receives the renewal reminders.</p>
            <a href={templateUrl} download="institutes-template.csv" className="mt-3 inline-flex items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline">
              <Download aria-hidden className="size-4" />
              Download a template
            </a>
          </div>
        </ConsoleCard>
        <ConsoleCard title="Preview" className="min-w-0">
          {problem ? <FormAlert>{problem}</FormAlert> : null}
          {check.isPending ? (
            <p role="status" className="text-sm text-ink-muted">
              Checking the file…
            </p>
          ) : preview ? (
            <div className="space-y-4">
              <ImportPreview key={preview.total + preview.invalid + (file?.name ?? '')} result={preview} />
              <PendingButton
                type="button"
                isPending={commit.isPending}
                pendingLabel="Importing…"
                disabled={!canImport}
                onClick={runImport}
              >
                {imported ? <FileCheck2 aria-hidden className="size-4" /> : <Upload aria-hidden className="size-4" />}
                {imported ? 'Imported' : canImport ? `Import ${preview.total.toLocaleString('en-US')} ${preview.total === 1 ? 'institute' : 'institutes'}` : 'Nothing to import'}
              </PendingButton>
            </div>
          ) : (
            <p className="text-sm text-ink-muted">{fileProblem ? 'Nothing to preview: the file could not be checked.' : 'Choose a file to see what it would import.'}</p>
          )}
        </ConsoleCard>
      </div>
    </>
  );
}
