/** One run of text from content: plain, bold, or a link (see content/types.ts). */
export type InlineToken =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'link'; text: string; href: string };

const markPattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits content text into runs, so the page and the PDF render the same marks. */
export function parseInlineMarks(text: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of text.matchAll(markPattern)) {
    if (match.index > last) tokens.push({ kind: 'text', text: text.slice(last, match.index) });
    const [, bold, label, href] = match;
    if (bold !== undefined) tokens.push({ kind: 'bold', text: bold });
    else if (label !== undefined && href !== undefined) tokens.push({ kind: 'link', text: label, href });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ kind: 'text', text: text.slice(last) });
  return tokens;
}

/** The text without its marks, e.g. for a meta description or a PDF line. */
export function stripInlineMarks(text: string): string {
  return parseInlineMarks(text)
    .map((token) => token.text)
    .join('');
}
