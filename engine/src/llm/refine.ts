import { levelLabel, type Level } from '@creds/contract/level-scale';
import { getDefaultTaxonomy, type Taxonomy } from '../taxonomy/taxonomy.js';
import { tokenize } from '../text/tokenize.js';
import type { EvaluationInput, EvaluationResult, SkillResult, TextSpan } from '../types.js';

/** Where and how to reach an OpenAI-compatible chat-completions server. */
export interface LanguageModelConfig {
  /** Base URL (`http://host:port/v1`) or the full `/chat/completions` endpoint. */
  url: string;
  model: string;
  /** Sent as a bearer token when set. */
  apiKey?: string;
  /** Give up after this long; the deterministic result is kept. */
  timeoutMs?: number;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

export const defaultLanguageModelTimeoutMs = 10_000;

/**
 * Reads `ENGINE_LLM_URL`, `ENGINE_LLM_MODEL` and `ENGINE_LLM_KEY` from an environment record (pass
 * the server's parsed config, or `process.env` in the CLI). Undefined when no URL is set: off by default.
 */
export function llmConfigFromEnv(env: Readonly<Record<string, string | undefined>>): LanguageModelConfig | undefined {
  const url = env.ENGINE_LLM_URL?.trim();
  if (!url) return undefined;
  return {
    url,
    model: env.ENGINE_LLM_MODEL?.trim() || 'default',
    ...(env.ENGINE_LLM_KEY ? { apiKey: env.ENGINE_LLM_KEY } : {}),
  };
}

/** Removes e-mail addresses, telephone numbers, web addresses and named people's titles before text leaves the machine. */
export function stripPersonalData(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]')
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/gi, '[link]')
    .replace(/(?:\+?\d[\d ()-]{7,}\d)/g, '[phone]')
    .replace(/\b(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx)\.?\s+(?:[A-Z][\w'-]+\s?){1,3}/g, '[person] ')
    .replace(/\b(Instructor|Teacher|Lecturer|Professor|Contact|Office hours|TA)s?\s*:[^\n]*/gi, '$1: [removed]');
}

interface ModelAnswer {
  level: number;
  skills: string[];
}

function parseAnswer(content: string): ModelAnswer | undefined {
  const json = /\{[\s\S]*\}/.exec(content)?.[0];
  if (!json) return undefined;
  try {
    const value = JSON.parse(json) as { level?: unknown; skills?: unknown };
    const level = Number(value.level);
    if (!Number.isInteger(level) || level < 1 || level > 5) return undefined;
    const skills = Array.isArray(value.skills) ? value.skills.filter((s): s is string => typeof s === 'string').slice(0, 12) : [];
    return { level, skills };
  } catch {
    return undefined;
  }
}

/** Finds a phrase (word for word, case-insensitive) in the description, for evidence. */
function findPhrase(description: string, phrase: string): TextSpan | undefined {
  const words = tokenize(phrase).map((t) => t.norm);
  if (words.length === 0) return undefined;
  const tokens = tokenize(description);
  for (let i = 0; i + words.length <= tokens.length; i += 1) {
    if (words.every((word, k) => tokens[i + k]?.norm === word)) {
      const first = tokens[i];
      const last = tokens[i + words.length - 1];
      if (first && last) return { field: 'description', start: first.start, end: last.end, text: description.slice(first.start, last.end) };
    }
  }
  return undefined;
}

const systemPrompt =
  'You assess course descriptions. Levels: 1 Beginner (introductory, no prerequisites), 2 Novice (second-year), ' +
  '3 Intermediate (third-year), 4 Advance (final-year or advanced professional), 5 Expert (graduate). ' +
  'Answer with JSON only: {"level": <1-5>, "skills": ["skill taught", ...]} listing at most 10 skills that the text says are taught, in its own words.';

/**
 * Asks a language model to refine a deterministic result. The level may move by at most one step
 * towards the model's answer; skills the model names are added only where the description contains
 * them word for word (so every skill keeps its evidence). Any failure, including a timeout, returns
 * the deterministic result with `refinement.status = 'failed'`.
 */
export async function refineWithLanguageModel(
  input: EvaluationInput,
  result: EvaluationResult,
  config: LanguageModelConfig,
  taxonomy: Taxonomy = getDefaultTaxonomy(),
): Promise<EvaluationResult> {
  if (result.level === 0) return result;
  const endpoint = /\/chat\/completions\/?$/.test(config.url) ? config.url : `${config.url.replace(/\/+$/, '')}/chat/completions`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs ?? defaultLanguageModelTimeoutMs);
  const failed = (note: string): EvaluationResult => ({ ...result, refinement: { status: 'failed', model: config.model, note: `${note}; the deterministic result is kept.` } });
  try {
    const response = await (config.fetch ?? fetch)(endpoint, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        messages: [
          { role: 'system', content: systemPrompt },
          { role: 'user', content: `Course: ${stripPersonalData(input.courseName)}\n\n${stripPersonalData(input.description).slice(0, 12_000)}` },
        ],
      }),
    });
    if (!response.ok) return failed(`The language model answered HTTP ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    const answer = typeof content === 'string' ? parseAnswer(content) : undefined;
    if (!answer) return failed('The language model gave no usable answer');

    const step = Math.sign(answer.level - result.level);
    const level = (result.level + step) as Level;
    const known = new Set(result.skills.map((skill) => skill.name.toLowerCase()));
    const added: SkillResult[] = [];
    for (const name of answer.skills) {
      const span = findPhrase(input.description, name);
      if (!span || known.has(name.toLowerCase())) continue;
      const match = taxonomy.match(tokenize(name))[0];
      if (match && result.skills.some((skill) => skill.id === match.skill.id)) continue;
      known.add(name.toLowerCase());
      added.push({
        id: match ? match.skill.id : `model:${name.toLowerCase().replace(/\s+/g, '-')}`,
        name: match ? match.skill.name : name,
        category: match ? match.skill.category : 'Other',
        source: 'languageModel',
        score: 0.3,
        evidence: [span],
      });
    }
    const skills = [...result.skills, ...added].slice(0, 12);
    const note = `Model suggested level ${answer.level}${step === 0 ? ', agreeing with the engine' : `; level moved one step to ${level}`}; ${added.length} skill${added.length === 1 ? '' : 's'} added.`;
    return {
      ...result,
      level,
      levelLabel: levelLabel(level),
      points: level,
      skills,
      reasons: [...result.reasons, `A language model (${config.model}) reviewed the text: ${note}`],
      refinement: { status: 'applied', model: config.model, note },
    };
  } catch (error) {
    const aborted = controller.signal.aborted;
    return failed(aborted ? 'The language model did not answer in time' : `The language model could not be reached (${error instanceof Error ? error.message : 'unknown error'})`);
  } finally {
    clearTimeout(timer);
  }
}
