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
  private readonly compiled = new Map<string, RegExp>();

  constructor(
    private readonly alternatives: readonly Alternative[],
    private readonly flags: string,
  ) {
    if (!flags.includes('i') || flags.includes('u') || flags.includes('v')) throw new Error('PrunedPattern needs the i flag and no u or v flag');
  }

  /** The pattern of the alternatives that can match in a text (given lower-cased), or undefined when none can. */
  forText(lowerCased: string): RegExp | undefined {
    let key = '';
    this.alternatives.forEach((alternative, index) => {
      if (alternative.needs.some((literal) => lowerCased.includes(literal))) key += `${index},`;
    });
    if (key === '') return undefined;
    let pattern = this.compiled.get(key);
    if (!pattern) {
      const used = key.slice(0, -1).split(',').map((index) => this.alternatives[Number(index)]?.pattern);
      pattern = new RegExp(used.join('|'), this.flags);
      if (this.compiled.size >= cacheLimit) this.compiled.clear();
      this.compiled.set(key, pattern);
    }
    pattern.lastIndex = 0;
    return pattern;
  }
}
