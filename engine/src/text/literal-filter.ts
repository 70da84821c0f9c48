import { RegExpParser, type AST } from '@eslint-community/regexpp';
import { boundedMemo } from './bounded-memo.js';

/**
 * Most of the engine's patterns look for phrases that few texts hold ("credit is not given for", "senior standing").
 * Each such pattern is read once, when its module loads, for the strings of which every match must contain one
 * ("credit", "senior"); a text that holds none of a pattern's strings cannot match it, and the pattern is not run
 * there. All the strings are looked for in one pass over the text. The matches are the same as running every
 * pattern: the filter only skips a pattern where it cannot match.
 */

/** What is known of the strings a part of a pattern matches, lower-cased. */
type Info =
  /** It matches exactly one of these strings ("" for an assertion, which matches no character). */
  | { exact: Set<string> }
  /** Every match contains one of these strings (undefined: nothing is known). */
  | { factors: Set<string> | undefined };

const maxExact = 16;
const maxFactors = 96;
const maxClassChars = 6;
/** Strings shorter than this are in nearly every text: a pattern whose best strings are shorter is not filtered. */
const minLiteralLength = 3;

const nothingKnown: Info = { factors: undefined };
const zeroWidth: Info = { exact: new Set(['']) };

function cross(a: Set<string>, b: Set<string>): Set<string> | undefined {
  if (a.size * b.size > maxExact) return undefined;
  const product = new Set<string>();
  for (const x of a) for (const y of b) product.add(x + y);
  return product;
}

/** The strings of which every match holds one, where an exact set is known; undefined when a match may be empty. */
function asFactors(info: Info): Set<string> | undefined {
  if ('exact' in info) return info.exact.has('') ? undefined : info.exact;
  return info.factors;
}

/** The strings of a factor set that hold none of the others: a text holding "jobs" holds "job". */
function minimal(set: Set<string>): Set<string> {
  const strings = [...set];
  return new Set(strings.filter((s) => !strings.some((other) => other !== s && s.includes(other))));
}

/** How well a factor set tells texts apart, for its cost: longer strings are rarer, and each string is looked for. */
function worth(set: Set<string>): number {
  const shortest = Math.min(...[...set].map((s) => s.length));
  return shortest < minLiteralLength ? -Infinity : shortest - 1.5 * Math.log2(set.size);
}

/** The better of two factor sets. */
function better(a: Set<string> | undefined, b: Set<string> | undefined): Set<string> | undefined {
  if (!a || a.size === 0) return b && minimal(b);
  if (!b || b.size === 0) return minimal(a);
  const [ma, mb] = [minimal(a), minimal(b)];
  return worth(ma) >= worth(mb) ? ma : mb;
}

function characters(chars: number[]): Info {
  const set = new Set(chars.map((code) => String.fromCodePoint(code).toLowerCase()));
  return set.size <= maxClassChars ? { exact: set } : nothingKnown;
}

function classInfo(node: AST.CharacterClass): Info {
  if (node.negate) return nothingKnown;
  const chars: number[] = [];
  for (const element of node.elements) {
    if (element.type === 'Character') chars.push(element.value);
    else if (element.type === 'CharacterClassRange' && element.max.value - element.min.value < maxClassChars * 2) {
      for (let code = element.min.value; code <= element.max.value; code += 1) chars.push(code);
    } else return nothingKnown;
    if (chars.length > maxClassChars * 2) return nothingKnown;
  }
  return characters(chars);
}

function alternationInfo(alternatives: readonly AST.Alternative[]): Info {
  const infos = alternatives.map(sequenceInfo);
  if (infos.every((info) => 'exact' in info)) {
    const union = new Set(infos.flatMap((info) => [...(info as { exact: Set<string> }).exact]));
    if (union.size <= maxExact) return { exact: union };
  }
  const union = new Set<string>();
  for (const info of infos) {
    const factors = asFactors(info);
    if (!factors) return nothingKnown;
    for (const factor of factors) union.add(factor);
  }
  return union.size <= maxFactors ? { factors: union } : nothingKnown;
}

function sequenceInfo(alternative: AST.Alternative): Info {
  let current: Set<string> | undefined = new Set(['']);
  let best: Set<string> | undefined;
  let allExact = true;
  for (const element of alternative.elements) {
    const info = elementInfo(element);
    if ('exact' in info) {
      const product: Set<string> | undefined = current && cross(current, info.exact);
      if (product) {
        current = product;
        continue;
      }
      best = better(best, current && asFactors({ exact: current }));
      current = info.exact;
      allExact = false;
    } else {
      best = better(better(best, current && asFactors({ exact: current })), info.factors);
      current = new Set(['']);
      allExact = false;
    }
  }
  if (allExact && current) return { exact: current };
  return { factors: better(best, current && asFactors({ exact: current })) };
}

function quantifierInfo(node: AST.Quantifier): Info {
  const inner = elementInfo(node.element);
  if (node.min === 0) {
    if (node.max === 1 && 'exact' in inner && inner.exact.size < maxExact) return { exact: new Set(['', ...inner.exact]) };
    return nothingKnown;
  }
  if (node.min === 1 && node.max === 1) return inner;
  return { factors: asFactors(inner) };
}

function elementInfo(node: AST.Element): Info {
  switch (node.type) {
    case 'Character':
      return characters([node.value]);
    case 'CharacterClass':
      return classInfo(node);
    case 'Assertion':
      // Zero-width: a boundary or a look-around consumes no character of the match.
      return zeroWidth;
    case 'Group':
    case 'CapturingGroup':
      return alternationInfo(node.alternatives);
    case 'Quantifier':
      return quantifierInfo(node);
    default:
      return nothingKnown;
  }
}

const parser = new RegExpParser();

/** The syntax tree of a pattern, or undefined for one the parser does not read. */
function parse(pattern: RegExp): AST.Pattern | undefined {
  try {
    return parser.parsePattern(pattern.source, 0, pattern.source.length, { unicode: pattern.flags.includes('u') });
  } catch {
    return undefined;
  }
}

/**
 * Lower-case strings of which every match of the pattern contains one, or undefined when no useful set is known.
 * Exported for the tests.
 */
export function requiredLiterals(pattern: RegExp): readonly string[] | undefined {
  // With both i and u, "ſ" matches "s" and the Kelvin sign "k": lower-casing the text would not find them.
  if (pattern.flags.includes('v') || (pattern.flags.includes('i') && pattern.flags.includes('u'))) return undefined;
  const ast = parse(pattern);
  const found = ast && asFactors(alternationInfo(ast.alternatives));
  const literals = found && minimal(found);
  // No string holds a line break: then a pattern may also be run on texts joined by line breaks ("title\ndescription").
  if (!literals || literals.size === 0 || [...literals].some((literal) => literal.length < minLiteralLength || literal.includes('\n'))) return undefined;
  // Case-insensitive without u, a non-ASCII letter also matches letters its lower case does not name ("σ" and "ς").
  if (pattern.flags.includes('i') && [...literals].some((literal) => /[\u0080-\uffff]/.test(literal))) return undefined;
  return [...literals];
}

const registered = new Map<RegExp, readonly string[]>();
/** One pattern for all the registered strings, and for each string the patterns it lets through. */
let scanner: { pattern: RegExp; prefixes: Map<string, string[]>; patternsOf: Map<string, RegExp[]>; known: ReadonlySet<RegExp> } | undefined;

/**
 * Registers a pattern for `mayMatch` and returns it. Call it where the pattern is defined, when the module loads:
 * the strings of all registered patterns are looked for together.
 */
export function filtered<T extends RegExp>(pattern: T): T {
  const literals = requiredLiterals(pattern);
  if (literals) {
    registered.set(pattern, literals);
    scanner = undefined;
  }
  return pattern;
}

/** A pattern registered by its alternatives: each with its own strings (a stand-in pattern), or none where it has none. */
interface ByAlternative {
  /** The stand-in registered for each alternative, undefined for one that may match anywhere. */
  standIns: readonly (RegExp | undefined)[];
  /** The pattern of a subset of the alternatives, by the indexes it holds ("0,3,"), compiled once. */
  compiled: (key: string) => RegExp;
}
const byAlternative = new Map<RegExp, ByAlternative>();
const maxCompiledSubsets = 256;

/** The alternatives of a pattern as sources of their own: its top-level ones, or those of a group it consists of between assertions ("\b(?:a|b)\b"). */
function alternativesOf(pattern: RegExp): string[] | undefined {
  const ast = parse(pattern);
  if (!ast) return undefined;
  if (ast.alternatives.length > 1) return ast.alternatives.map((alternative) => alternative.raw);
  const elements = ast.alternatives[0]?.elements ?? [];
  const groupAt = elements.findIndex((element) => element.type === 'Group');
  const group = elements[groupAt];
  const edges = elements.filter((_, i) => i !== groupAt);
  // Assertions match no character: each alternative may carry them ("\b(?<!non-)(?:a|b)\b").
  if (!group || group.type !== 'Group' || !edges.every((element) => element.type === 'Assertion')) return undefined;
  const before = elements.slice(0, groupAt).map((element) => element.raw).join('');
  const after = elements.slice(groupAt + 1).map((element) => element.raw).join('');
  return group.alternatives.map((alternative) => `${before}${alternative.raw}${after}`);
}

/**
 * Registers a large alternation by its alternatives and returns it: `LiteralsFound.narrowed` then gives a pattern of
 * only the alternatives a text can match, which finds the same matches as the whole, in the same order. Not for a
 * pattern whose capture groups are read: with alternatives left out, they are numbered differently.
 */
export function filteredByAlternative<T extends RegExp>(pattern: T): T {
  const sources = alternativesOf(pattern);
  if (!sources || sources.length < 2) return filtered(pattern);
  const standIns = sources.map((source) => {
    const standIn = new RegExp(source, pattern.flags);
    const literals = requiredLiterals(standIn);
    if (!literals) return undefined;
    registered.set(standIn, literals);
    return standIn;
  });
  const compiled = boundedMemo(maxCompiledSubsets, (key: string) =>
    new RegExp(
      key
        .slice(0, -1)
        .split(',')
        .map((index) => sources[Number(index)])
        .join('|'),
      pattern.flags,
    ),
  );
  byAlternative.set(pattern, { standIns, compiled });
  scanner = undefined;
  return pattern;
}

function buildScanner(): NonNullable<typeof scanner> {
  const patternsOf = new Map<string, RegExp[]>();
  for (const [pattern, literals] of registered) for (const literal of literals) patternsOf.set(literal, [...(patternsOf.get(literal) ?? []), pattern]);
  const literals = [...patternsOf.keys()].sort((a, b) => b.length - a.length || a.localeCompare(b));
  const prefixes = new Map<string, string[]>();
  for (const literal of literals) prefixes.set(literal, literals.filter((other) => literal.startsWith(other)));
  return { pattern: new RegExp(literals.map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g'), prefixes, patternsOf, known: new Set(registered.keys()) };
}

/** Which registered patterns can match in a text, found in one pass over it. */
export class LiteralsFound {
  private readonly possible = new Set<RegExp>();
  /** The patterns registered when the text was scanned: any other may match. */
  private readonly known: ReadonlySet<RegExp>;

  /** `texts`: every string the patterns will be run on, or strings that contain them. */
  constructor(texts: readonly string[]) {
    scanner ??= buildScanner();
    const { pattern, prefixes, patternsOf, known } = scanner;
    this.known = known;
    const found = new Set<string>();
    for (const text of texts) {
      const lowerCased = text.toLowerCase();
      // At every offset where a string begins: the longest there, and the shorter ones it begins with.
      pattern.lastIndex = 0;
      for (let match = pattern.exec(lowerCased); match; match = pattern.exec(lowerCased)) {
        for (const literal of prefixes.get(match[0]) ?? []) found.add(literal);
        pattern.lastIndex = match.index + 1;
      }
    }
    for (const literal of found) for (const enabled of patternsOf.get(literal) ?? []) this.possible.add(enabled);
  }

  /** False only when the pattern cannot match in any of the texts (or in any part of them). */
  mayMatch(pattern: RegExp): boolean {
    return this.possible.has(pattern) || !this.known.has(pattern) || !filtering;
  }

  /**
   * The pattern to test in these texts: for one registered by its alternatives, a pattern of the alternatives that
   * can match here; for any other, the pattern itself where it may match. Undefined where nothing can match.
   */
  narrowed(pattern: RegExp): RegExp | undefined {
    const parts = byAlternative.get(pattern);
    if (!parts || !filtering) return this.mayMatch(pattern) ? pattern : undefined;
    if (this.narrowedPatterns.has(pattern)) return this.narrowedPatterns.get(pattern);
    const narrowed = this.narrow(pattern, parts);
    this.narrowedPatterns.set(pattern, narrowed);
    return narrowed;
  }

  private readonly narrowedPatterns = new Map<RegExp, RegExp | undefined>();

  private narrow(pattern: RegExp, parts: ByAlternative): RegExp | undefined {
    let key = '';
    let all = true;
    parts.standIns.forEach((standIn, index) => {
      if (standIn === undefined || this.mayMatch(standIn)) key += `${index},`;
      else all = false;
    });
    if (all) return pattern;
    return key === '' ? undefined : parts.compiled(key);
  }
}

let filtering = true;

/** Runs `run` with every pattern run everywhere, as without the filter: the tests compare both. */
export function withoutLiteralFilter<T>(run: () => T): T {
  filtering = false;
  try {
    return run();
  } finally {
    filtering = true;
  }
}
