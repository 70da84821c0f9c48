import skillsData from './skills.json' with { type: 'json' };
import { tokenize, type Token } from '../text/tokenize.js';

/** One skill of a taxonomy file (the format `skills.json` and `import-esco` write). */
export interface TaxonomySkill {
  /** Stable id, unique in the file. */
  id: string;
  /** Canonical name shown to users. */
  name: string;
  /** Broad field, used to group skills. */
  category: string;
  /** Other ways of writing the skill; matched on word stems, whole words only, case-insensitive. */
  aliases: string[];
  /** Aliases that match only with exactly this capitalisation ("R programming", "STEM"). */
  exactCaseAliases?: string[];
  /**
   * Aliases that also name everyday things ("climate" of an organisation, "the art of negotiation",
   * Ohm's "law"): matched like `aliases`, but a mention counts only in the course name (unless "of"
   * follows it) or where the text also names a skill of the same category through an ordinary alias.
   */
  contextAliases?: string[];
  /** Exact-case aliases that need the same context ("React", "Angular"). */
  exactCaseContextAliases?: string[];
  /**
   * The skills whose mention (of any kind) is the context of this skill's context aliases, instead of
   * its category: "Spanish" is the Spanish language beside grammar, vocabulary or speaking, not beside
   * an essay. In the title such an alias counts where it names the language ("Beginning Spanish II",
   * "Spanish for Nurses"), not where it describes something else ("Spanish Colonial America").
   */
  contextSkills?: string[];
}

/** A taxonomy file: a name, a version and the skills. */
export interface TaxonomyFile {
  name: string;
  version: string;
  description?: string;
  skills: TaxonomySkill[];
}

/** How an alias's words are compared with the text's tokens. */
type AliasKind = 'stem' | 'singular' | 'exact';

interface CompiledAlias {
  skill: number;
  /** The alias words in the form its kind compares. */
  words: string[];
  kind: AliasKind;
  /** Counts only beside an ordinary alias of the same category (see `TaxonomySkill.contextAliases`). */
  needsContext: boolean;
}

/**
 * The words of a lower-case alias as the matcher compares them. One word alone is compared by its
 * singular, not its stem: Porter conflates too much ("organisms" and "organizations" are both "organ");
 * in a phrase the other words disambiguate, so a phrase is compared by its stems.
 */
function comparedWords(phrase: string): { kind: 'singular' | 'stem'; words: string[] } {
  const tokens = tokenize(phrase);
  return tokens.length === 1 ? { kind: 'singular', words: tokens.map((t) => t.singular) } : { kind: 'stem', words: tokens.map((t) => t.stem) };
}

/** `comparedWords` as one string: two aliases with the same form match the same text. */
export function comparedForm(phrase: string): string {
  return comparedWords(phrase).words.join(' ');
}

function wordOf(token: Token, kind: AliasKind): string {
  return kind === 'exact' ? token.text : kind === 'singular' ? token.singular : token.stem;
}

/** A phrase of the input that matched a taxonomy alias. */
export interface AliasMatch {
  skill: TaxonomySkill;
  /** First and last token index (inclusive). */
  first: number;
  last: number;
  /** Number of words in the alias that matched. */
  words: number;
  /** The alias needs the context of another skill of the same category to count. */
  needsContext: boolean;
  /** The alias matched with its exact capitalisation (a name such as "React" or "Excel"). */
  exactCase: boolean;
}

/** A taxonomy compiled for fast phrase matching: aliases indexed by their first word. */
export class Taxonomy {
  readonly name: string;
  readonly version: string;
  readonly skills: readonly TaxonomySkill[];
  private readonly byStem = new Map<string, CompiledAlias[]>();
  private readonly bySingular = new Map<string, CompiledAlias[]>();
  private readonly byText = new Map<string, CompiledAlias[]>();
  private readonly byId = new Map<string, TaxonomySkill>();

  constructor(file: TaxonomyFile) {
    this.name = file.name;
    this.version = file.version;
    this.skills = file.skills;
    file.skills.forEach((skill, index) => {
      this.byId.set(skill.id, skill);
      const addPhrases = (phrases: Iterable<string>, needsContext: boolean) => {
        for (const phrase of new Set([...phrases].map((alias) => alias.toLowerCase()))) {
          const { kind, words } = comparedWords(phrase);
          this.addAlias(kind === 'singular' ? this.bySingular : this.byStem, index, words, kind, needsContext);
        }
      };
      // A name the matcher cannot tell from a context alias ("Law"; "Computer programming" and "computer
      // programs", whose stems are the same) needs the context too.
      const contextual = new Set((skill.contextAliases ?? []).map((alias) => alias.toLowerCase()));
      const contextualForms = new Set([...contextual].map(comparedForm));
      addPhrases([skill.name, ...skill.aliases].filter((alias) => !contextualForms.has(comparedForm(alias.toLowerCase()))), false);
      addPhrases(contextual, true);
      for (const phrase of skill.exactCaseAliases ?? []) this.addAlias(this.byText, index, tokenize(phrase).map((t) => t.text), 'exact', false);
      for (const phrase of skill.exactCaseContextAliases ?? []) this.addAlias(this.byText, index, tokenize(phrase).map((t) => t.text), 'exact', true);
    });
    for (const list of [...this.byStem.values(), ...this.bySingular.values(), ...this.byText.values()]) list.sort((a, b) => b.words.length - a.words.length);
  }

  get size(): number {
    return this.skills.length;
  }

  getSkill(id: string): TaxonomySkill | undefined {
    return this.byId.get(id);
  }

  private addAlias(index: Map<string, CompiledAlias[]>, skill: number, words: string[], kind: AliasKind, needsContext: boolean): void {
    const first = words[0];
    if (first === undefined) return;
    const list = index.get(first) ?? [];
    if (list.some((alias) => alias.words.join(' ') === words.join(' '))) return;
    list.push({ skill, words, kind, needsContext });
    index.set(first, list);
  }

  /**
   * Finds taxonomy phrases in tokens: leftmost-longest, non-overlapping, within one sentence, and never
   * part of a hyphenated compound ("non-music majors" does not teach music).
   */
  match(tokens: readonly Token[]): AliasMatch[] {
    const matches: AliasMatch[] = [];
    let i = 0;
    while (i < tokens.length) {
      const token = tokens[i];
      if (!token) break;
      const best = this.longestAt(tokens, i, token);
      if (best) {
        const skill = this.skills[best.skill];
        if (skill) matches.push({ skill, first: i, last: i + best.words.length - 1, words: best.words.length, needsContext: best.needsContext, exactCase: best.kind === 'exact' });
        i += best.words.length;
      } else {
        i += 1;
      }
    }
    return matches;
  }

  private longestAt(tokens: readonly Token[], i: number, token: Token): CompiledAlias | undefined {
    // The aliases by stem, then by singular, then by exact text: the first of the greatest length that fits wins.
    const byStem = this.longestOf(this.byStem.get(token.stem), tokens, i, undefined);
    const bySingular = this.longestOf(this.bySingular.get(token.singular), tokens, i, byStem);
    return this.byText.size === 0 ? bySingular : this.longestOf(this.byText.get(token.text), tokens, i, bySingular);
  }

  /** The longest of the candidates that fits at token i and is longer than `best` (candidates come longest first), or `best`. */
  private longestOf(candidates: readonly CompiledAlias[] | undefined, tokens: readonly Token[], i: number, best: CompiledAlias | undefined): CompiledAlias | undefined {
    if (!candidates) return best;
    for (const alias of candidates) {
      if (best && best.words.length >= alias.words.length) return best;
      if (this.aliasFits(tokens, i, alias)) return alias;
    }
    return best;
  }

  private aliasFits(tokens: readonly Token[], i: number, alias: CompiledAlias): boolean {
    const first = tokens[i];
    if (!first || first.joined) return false;
    for (let k = 0; k < alias.words.length; k += 1) {
      const token = tokens[i + k];
      // A phrase is one run of words: a comma or a bracket inside it ends it ("personality, psychological disorders").
      if (!token || token.sentence !== first.sentence || (k > 0 && token.separated)) return false;
      if (wordOf(token, alias.kind) !== alias.words[k]) return false;
    }
    const after = tokens[i + alias.words.length];
    return !after?.joined;
  }
}

let defaultTaxonomy: Taxonomy | undefined;

/** The taxonomy shipped with the engine (compiled once, on first use). */
export function getDefaultTaxonomy(): Taxonomy {
  defaultTaxonomy ??= new Taxonomy(skillsData as TaxonomyFile);
  return defaultTaxonomy;
}
