import { importColumns, type ImportResult } from '@creds/contract';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { rowClass, tableClass, tableFrameClass, tdClass, thClass, theadClass } from '../../../components/ui/table-styles';

/** How many rows the preview shows at once: every row with a problem, and the first of the good ones. */
export const previewRowLimit = 200;

const shownColumns = importColumns.filter((column) => column.key !== 'contactEmail');

/** A checked import file, row by row: each problem under the value it is about. */
export function ImportPreview({ result }: { result: ImportResult }) {
  const [onlyProblems, setOnlyProblems] = useState(result.invalid > 0);
  const rows = result.rows.filter((row) => !onlyProblems || Object.keys(row.errors).length > 0);
  const shown = rows.slice(0, previewRowLimit);
  const isClean = result.fileErrors.length === 0 && result.invalid === 0;

  return (
    <div className="space-y-4">
      <div role={isClean ? 'status' : 'alert'} className={`flex items-start gap-2.5 rounded-md border px-4 py-3 text-sm ${isClean ? 'border-success/30 bg-green-50 text-success' : 'border-error/30 bg-error-soft text-error'}`}>
        {isClean ? <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" /> : <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />}
        <div>
          <p className="font-semibold">{result.msg}</p>
          {result.fileErrors.length > 1 ? (
            <ul className="mt-1 list-disc pl-5">
              {result.fileErrors.slice(1).map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {result.rows.length > 0 ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
            <p>
              {result.total.toLocaleString('en-US')} {result.total === 1 ? 'row' : 'rows'}, {result.invalid.toLocaleString('en-US')} with problems
              {rows.length > shown.length ? ` (showing the first ${shown.length})` : ''}.
            </p>
            {result.invalid > 0 ? (
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={onlyProblems} onChange={(event) => setOnlyProblems(event.target.checked)} className="size-4 accent-brand" />
                Only rows with problems
              </label>
            ) : null}
          </div>
          {/* Focusable, so keyboard users can scroll a wide preview sideways. */}
          <div className={tableFrameClass} tabIndex={0} role="region" aria-label="Rows of the file (scrolls sideways)">
            <table className={tableClass}>
              <caption className="sr-only">Rows of the file</caption>
              <thead className={theadClass}>
                <tr>
                  <th scope="col" className={thClass}>
                    Line
                  </th>
                  {shownColumns.map((column) => (
                    <th key={column.key} scope="col" className={thClass}>
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => {
                  const hasProblems = Object.keys(row.errors).length > 0;
                  return (
                    <tr key={row.line} className={`${rowClass} ${hasProblems ? 'bg-error-soft/60' : ''}`}>
                      <th scope="row" className={`${tdClass} font-mono text-xs font-normal`}>
                        {row.line}
                      </th>
                      {shownColumns.map((column) => {
                        const problem = row.errors[column.key];
                        return (
                          <td key={column.key} className={tdClass}>
                            <span className={problem ? 'font-medium text-error' : 'text-ink'}>{row.values[column.key] || '—'}</span>
                            {problem ? <span className="mt-0.5 block text-xs text-error">{problem}</span> : null}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </div>
  );
}
