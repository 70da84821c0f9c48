import { boundedMemo } from './bounded-memo.js';

/** One alternative of a large pattern, with the lower-case strings of which any match must contain one. */
export interface Alternative {
  pattern: string;
  /** Lower-case literals; every match of `pattern` contains at least one of them. */
  needs: readonly string[];
}

const cacheLimit = 256;

/**
 * A large alternation of rarely matching phrases, compiled for each text with only the alternatives
 * whose literals the text contains. An alternative that cannot match anywhere in a text never
 * changes what the whole alternation matches there, so the matches are the same as the full
 * pattern's, found without trying every alternative at every offset.
 *
 * Only for case-insensitive patterns without the `u` flag, whose letters match ASCII letters only
 * when they are the same letter in either case: then a match's lower-cased text holds the literal.
 */
export class PrunedPattern {
  /** The alternation of the alternatives a key ("0,3,") lists, compiled once. */
  private readonly compiled = boundedMemo(cacheLimit, (key: string) =>
    new RegExp(
      key
        .slice(0, -1)
        .split(',')
        .map((index) => this.alternatives[Number(index)]?.pattern)
        .join('|'),
      this.flags,
    ),
  );
  /** Every literal of the alternatives, longest first, as one pattern. */
  private readonly literals: RegExp;
  /** Each literal with the literals it begins with (itself included). */
  private readonly prefixes = new Map<string, string[]>();

  constructor(
    private readonly alternatives: readonly Alternative[],
    private readonly flags: string,
  ) {
    if (!flags.includes('i') || flags.includes('u') || flags.includes('v')) throw new Error('PrunedPattern needs the i flag and no u or v flag');
    const literals = [...new Set(alternatives.flatMap((alternative) => alternative.needs))].sort((a, b) => b.length - a.length || a.localeCompare(b));
    this.literals = new RegExp(literals.map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
    for (const literal of literals) this.prefixes.set(literal, literals.filter((other) => literal.startsWith(other)));
  }

  /** The literals a lower-cased text holds. */
  private literalsIn(lowerCased: string): Set<string> {
    const found = new Set<string>();
    // Every offset where a literal begins: the longest literal there, and the shorter ones it begins with.
    this.literals.lastIndex = 0;
    for (let match = this.literals.exec(lowerCased); match; match = this.literals.exec(lowerCased)) {
      for (const literal of this.prefixes.get(match[0]) ?? []) found.add(literal);
      this.literals.lastIndex = match.index + 1;
    }
    return found;
  }

  /** The pattern of the alternatives that can match in a text (given lower-cased), or undefined when none can. */
  forText(lowerCased: string): RegExp | undefined {
    const found = this.literalsIn(lowerCased);
    let key = '';
    this.alternatives.forEach((alternative, index) => {
      if (alternative.needs.some((literal) => found.has(literal))) key += `${index},`;
    });
    if (key === '') return undefined;
    const pattern = this.compiled(key);
    pattern.lastIndex = 0;
    return pattern;
  }
}
