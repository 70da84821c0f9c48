/** Classes for the console's dense tables: a framed, scrollable box with quiet row lines. */
export const tableFrameClass = 'relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-line';
export const tableClass = 'w-full border-collapse text-left text-sm';
export const theadClass = 'border-b border-line bg-surface/70 text-xs font-semibold uppercase tracking-wide text-ink-muted';
export const thClass = 'px-4 py-3 font-semibold whitespace-nowrap';
export const tdClass = 'px-4 py-3 align-top';
export const rowClass = 'border-b border-line last:border-b-0 hover:bg-surface/60';
