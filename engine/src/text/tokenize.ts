import { stemmer } from 'stemmer';
import { boundedMemo } from './bounded-memo.js';
import { wordRank } from './word-frequency.js';

/** One word of the input, with its place in the original string. */
export interface Token {
  /** The word exactly as written. */
  text: string;
  /** Lower-cased, possessive `'s` and typographic quotes removed. */
  norm: string;
  /** Porter stem of `norm` (tokens with digits or symbols keep `norm`). */
  stem: string;
  /** `norm` with a regular plural ending removed ("theories" → "theory"); stricter than the stem. */
  singular: string;
  /** Rank of `norm` among the commonest words of spoken English (`wordRank`), undefined outside the list. */
  rank: number | undefined;
  /** Offset of the first UTF-16 code unit in the input. */
  start: number;
  /** Offset just past the last code unit (so `input.slice(start, end) === text`). */
  end: number;
  /** Index of the sentence the token belongs to. */
  sentence: number;
  /** True when a hyphen joins this token to the previous one ("decision-making"). */
  joined: boolean;
  /** True when a comma, colon, bracket or similar separates this token from the previous one. */
  separated: boolean;
  /** True when the word holds a letter (not a number alone). */
  hasLetter: boolean;
  /** True when `norm` is letters a–z and apostrophes only. */
  plainWord: boolean;
}

// A word is letters and digits, optionally joined by an inner apostrophe, dot, plus or hash
// ("don't", "node.js", "u.s"), optionally ending in "++" or "#" ("c++", "c#"); ".net" keeps its dot.
// A dot joins only before a lower-case letter or digit, so "campaigns.In" (a missing space) splits.
const wordPattern =
  /\.[Nn][Ee][Tt]\b|[\p{L}\p{N}]+(?:['’][\p{L}]+|\.[\p{Ll}\p{N}][\p{L}\p{N}]*)*(?:\+\+|#(?![\p{L}\p{N}]))?/gu;
// The same for a text whose letters and digits are all ASCII (most English text, curly quotes and dashes aside),
// where \p{L} is [A-Za-z], \p{Ll} [a-z] and \p{N} [0-9]: the same matches, found in about half the time.
const asciiWordPattern = /\.[Nn][Ee][Tt]\b|[A-Za-z0-9]+(?:['’][A-Za-z]+|\.[a-z0-9][A-Za-z0-9]*)*(?:\+\+|#(?![A-Za-z0-9]))?/g;
const nonAscii = /[\u0080-\uffff]/g;
const letterOrDigit = /[\p{L}\p{N}]/u;

/** Whether every letter and digit of a text is an ASCII one (a surrogate pair, which may be a letter, counts as not). */
export function lettersAreAscii(input: string): boolean {
  nonAscii.lastIndex = 0;
  for (let match = nonAscii.exec(input); match; match = nonAscii.exec(input)) {
    const code = match[0].charCodeAt(0);
    if ((code >= 0xd800 && code <= 0xdfff) || letterOrDigit.test(match[0])) return false;
  }
  return true;
}

const wordPatternFor = (input: string) => (lettersAreAscii(input) ? asciiWordPattern : wordPattern);
// A sentence ends at . ! ? or a newline followed by space; semicolons end a clause in topic lists. A line that opens
// with a label ("Module code: CIV5012", "Pre-requisites: …") starts one too: a header's fields are no one sentence.
// Not after the abbreviations catalogues use for requisites: "Prereq. LS 6101." is one sentence.
const boundaryPattern =
  /[.!?;](?<!(?:\b[Pp]re-?reqs?|\b[Cc]o-?reqs?)[.!?;])[.!?;]*["')\]]*(?:\s+|(?=\p{Lu}\p{Ll}))|\n\s*\n|\n(?=\s*(?:[-–—*•·▪◦]|\d+[.)]\s))|\n(?=[^\S\n]*\p{Lu}[\p{L}\p{N}'’()/&-]*(?:[^\S\n]+[\p{L}\p{N}'’()/&-]+){0,3}:[^\S\n])|\s[-•·▪]\s/gu;

// The marker opening an item of a list: a bullet or dash, or a number ("2.", "3)").
export const listMarker = String.raw`(?:[-–—•*▪◦·]|\d{1,2}[.)])`;
/** A line or sentence that is an item of a list: "- High school diploma or GED", "2. Explain …". */
export const listItem = new RegExp(String.raw`^\s*${listMarker}\s+\S`);

/** Porter stem of an already lower-cased word (words with digits or symbols, and short words, are their own stem). */
function stemOf(norm: string): string {
  return /^[a-z]+$/.test(norm) && norm.length > 2 ? stemmer(norm) : norm;
}

/** Porter stem of an already lower-cased word; words met before are looked up, not stemmed again. */
export function stemWord(norm: string): string {
  const forms = formsOf(norm);
  return forms.norm === norm ? forms.stem : stemOf(norm);
}

/** Removes a regular English plural ending; leaves words in -ss, -us, -is and short words alone. */
export function singularOf(norm: string): string {
  if (norm.length <= 3 || !/^[a-z]+$/.test(norm)) return norm;
  if (norm.endsWith('ies') && norm.length > 4) return `${norm.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(norm)) return norm.slice(0, -2);
  if (norm.endsWith('s') && !/(?:ss|us|is|ics)$/.test(norm)) return norm.slice(0, -1);
  return norm;
}

/** Lower-cases a word and drops a possessive ending and typographic apostrophes. */
export function normalizeWord(word: string): string {
  let norm = word.toLowerCase().replace(/’/g, "'");
  if (norm.endsWith("'s")) norm = norm.slice(0, -2);
  else if (norm.endsWith("'")) norm = norm.slice(0, -1);
  return norm.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

interface WordForms {
  norm: string;
  stem: string;
  singular: string;
  rank: number | undefined;
  hasLetter: boolean;
  plainWord: boolean;
}

// The forms of each word as written, remembered: a description repeats its words and the next one uses
// most of them again, so most tokens cost one lookup instead of lower-casing, normalising and stemming.
const formsOf = boundedMemo(50_000, (word: string): WordForms => {
  const norm = normalizeWord(word);
  return { norm, stem: stemOf(norm), singular: singularOf(norm), rank: wordRank(norm), hasLetter: /\p{L}/u.test(word), plainWord: /^[a-z'’]+$/.test(norm) };
});

/** Offsets at which a new sentence (or list item, or semicolon clause) starts. */
export function sentenceStarts(input: string): number[] {
  const starts = [0];
  boundaryPattern.lastIndex = 0;
  for (let match = boundaryPattern.exec(input); match; match = boundaryPattern.exec(input)) {
    starts.push(match.index + match[0].length);
  }
  return starts;
}

/** How many word tokens `tokenize` would give, without stemming them. */
export function countWords(input: string): number {
  return input.match(wordPatternFor(input))?.length ?? 0;
}

/**
 * Splits text into word tokens with offsets, stems and sentence numbers. Punctuation is dropped,
 * so phrase matching works on whole words only: an alias can never match inside a longer word.
 */
export function tokenize(input: string): Token[] {
  const starts = sentenceStarts(input);
  const tokens: Token[] = [];
  let sentence = 0;
  const pattern = wordPatternFor(input);
  pattern.lastIndex = 0;
  for (let match = pattern.exec(input); match; match = pattern.exec(input)) {
    const start = match.index;
    while (sentence + 1 < starts.length && (starts[sentence + 1] ?? Infinity) <= start) sentence += 1;
    const text = match[0];
    const { norm, stem, singular, rank, hasLetter, plainWord } = formsOf(text);
    const previous = tokens.at(-1);
    // Most words follow the previous one after a single space: no need to look at the gap.
    const gap = !previous || (start === previous.end + 1 && input.charCodeAt(previous.end) === 32) ? '' : input.slice(previous.end, start);
    tokens.push({
      text,
      norm,
      stem,
      singular,
      rank,
      start,
      end: start + text.length,
      sentence,
      joined: gap === '-' || gap === '‑',
      separated: gap !== '' && /[,;:()[\]{}]/.test(gap),
      hasLetter,
      plainWord,
    });
  }
  return tokens;
}

/** Stems of a short phrase, as used for taxonomy aliases. */
export function phraseStems(phrase: string): string[] {
  return tokenize(phrase).map((token) => token.stem);
}
