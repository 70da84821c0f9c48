/** A span of the submitted text (contract: skills' and signals' evidence). */
export interface Span {
  field: string;
  start: number;
  end: number;
  text: string;
}

/** A sentence of the submitted text, in pieces: the words that matched are marked. */
export type EvidenceSentence = { text: string; isMatch: boolean }[];

const maxSide = 140;

function sentenceBounds(text: string, start: number, end: number): [number, number] {
  let from = 0;
  for (let index = start - 1; index >= 0; index -= 1) {
    if (text[index] === '\n' || (/[.!?]/.test(text[index]!) && /\s/.test(text[index + 1] ?? ''))) {
      from = index + 1;
      break;
    }
  }
  let to = text.length;
  for (let index = end; index < text.length; index += 1) {
    if (text[index] === '\n') {
      to = index;
      break;
    }
    if (/[.!?]/.test(text[index]!) && /^\s?$/.test(text[index + 1] ?? '')) {
      to = index + 1;
      break;
    }
  }
  return [from, to];
}

/**
 * The sentences that `spans` came from, in the text they point into (`courseName` or `description`),
 * each once, with every matched span in it marked and long sentences trimmed around the matches. A
 * span whose text is not at hand (or no longer matches) is shown on its own.
 */
export function evidenceSentences(texts: Partial<Record<string, string>>, spans: readonly Span[]): EvidenceSentence[] {
  const sentences = new Map<string, { field: string; from: number; to: number; spans: Span[] }>();
  const alone: EvidenceSentence[] = [];
  for (const span of spans) {
    const text = texts[span.field];
    if (text === undefined || text.slice(span.start, span.end) !== span.text) {
      alone.push([{ text: span.text, isMatch: true }]);
      continue;
    }
    const [from, to] = sentenceBounds(text, span.start, span.end);
    const key = `${span.field}:${from}`;
    const sentence = sentences.get(key) ?? { field: span.field, from, to, spans: [] };
    if (!sentence.spans.some((other) => other.start < span.end && span.start < other.end)) sentence.spans.push(span);
    sentences.set(key, sentence);
  }
  const found = [...sentences.values()].map(({ field, from, to, spans: inSentence }) => {
    const text = texts[field]!;
    const ordered = [...inSentence].sort((a, b) => a.start - b.start);
    const pieces: EvidenceSentence = [];
    let cursor = from;
    for (const span of ordered) {
      if (span.start > cursor) pieces.push({ text: text.slice(cursor, span.start), isMatch: false });
      pieces.push({ text: span.text, isMatch: true });
      cursor = span.end;
    }
    if (to > cursor) pieces.push({ text: text.slice(cursor, to), isMatch: false });
    return trim(pieces);
  });
  return [...found, ...alone];
}

/** Leading and trailing space dropped; long stretches before the first and after the last match cut. */
function trim(pieces: EvidenceSentence): EvidenceSentence {
  const result = pieces.map((piece) => ({ ...piece }));
  const first = result[0];
  const last = result.at(-1);
  if (first && !first.isMatch) {
    first.text = first.text.replace(/^\s+/, '');
    if (first.text.length > maxSide) first.text = `…${first.text.slice(-maxSide).replace(/^\S*\s/, '')}`;
  }
  if (last && !last.isMatch && last !== first) {
    last.text = last.text.replace(/\s+$/, '');
    if (last.text.length > maxSide) last.text = `${last.text.slice(0, maxSide).replace(/\s\S*$/, '')}…`;
  }
  return result.filter((piece) => piece.text.length > 0);
}
