import { countries as countryData, getEmojiFlag, type TCountryCode } from 'countries-list';

/** A country of the list that forms offer (spec section 3: name, code, emoji, unicode). */
export interface Country {
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  emoji: string;
  /** The flag's code points, e.g. "U+1F1FA U+1F1F8". */
  unicode: string;
}

function unicodeOf(emoji: string): string {
  return Array.from(emoji, (char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`).join(' ');
}

/** Every country, sorted by name; from the maintained `countries-list` package. */
export const countries: readonly Country[] = (Object.keys(countryData) as TCountryCode[])
  .map((code) => {
    const emoji = getEmojiFlag(code);
    return { name: countryData[code].name, code, emoji, unicode: unicodeOf(emoji) };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const countryNames = new Set(countries.map((country) => country.name));

export function isCountryName(name: string): boolean {
  return countryNames.has(name);
}
