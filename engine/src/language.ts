import { franc } from 'franc';
import { stopWords } from './text/stop-words.js';
import { lettersAreAscii } from './text/tokenize.js';
import { wordRank } from './text/word-frequency.js';

/** Result of checking which language a text is written in. */
export interface LanguageCheck {
  /** ISO 639-3 code (`eng`), or `und` when the text is too short or too unusual to tell. */
  language: string;
  /** True when the text is English or too short to tell (short text is not rejected). */
  isEnglish: boolean;
}

// Only the first few thousand characters are examined: enough to tell, and it bounds the time.
const sampleLength = 4000;
const minLetters = 40;
// At least that many letters, counted up to the last one needed (counting all of them costs more than the rest).
const enoughLetters = new RegExp(String.raw`^(?:\P{L}*\p{L}){${minLetters}}`, 'u');
// Share of English function words above which a text is English whatever the trigram model says:
// technical English full of names and formulas sometimes resembles Latin or Scots to trigrams.
const englishFunctionWordShare = 0.18;
// Share of words (three letters or more) among the 50,000 commonest of spoken English above which a
// text is English whatever the trigram model says: a terse outline ("Knife skills, sauces, pastry,
// food safety") has few function words, and trigrams take such lists for French, Catalan or Spanish.
// Course outlines written in French, Spanish, German, Italian, Portuguese or Dutch score 0–0.55
// (cognates, product names), terse English ones 0.75–1 (language.test.ts holds examples of both).
const commonEnglishWordShare = 0.65;
const commonEnglishRank = 50_000;

function shareOfCommonEnglishWords(words: readonly string[]): number {
  const long = words.filter((word) => word.length >= 3);
  if (long.length === 0) return 0;
  return long.filter((word) => (wordRank(word) ?? Infinity) <= commonEnglishRank).length / long.length;
}

/** Detects the language of a text with franc (trigram model), backed by counts of English function words and common English words. */
export function detectLanguage(text: string): LanguageCheck {
  const sample = text.slice(0, sampleLength);
  if (!enoughLetters.test(sample)) return { language: 'und', isEnglish: true };
  // Where every letter is ASCII, [a-z] finds the same words as \p{L}, faster.
  const words = sample.toLowerCase().match(lettersAreAscii(sample) ? /[a-z]+/g : /\p{L}+/gu) ?? [];
  const english = words.filter((word) => stopWords.has(word)).length;
  if (words.length >= 8 && english / words.length >= englishFunctionWordShare) return { language: 'eng', isEnglish: true };
  const language = franc(sample, { minLength: minLetters });
  if (language === 'und') return { language, isEnglish: true };
  if (language === 'eng' || language === 'sco') return { language: 'eng', isEnglish: true };
  if (shareOfCommonEnglishWords(words) >= commonEnglishWordShare) return { language: 'eng', isEnglish: true };
  return { language, isEnglish: false };
}
