/**
 * The engine's command line.
 *
 *   npm run -s engine -- evaluate [--field NAME] < in.jsonl > out.jsonl
 *   npm run -s engine -- extract FILE
 *   npm run -s engine -- import-esco skills_en.csv [--out taxonomy.json]
 *
 * `evaluate` reads one JSON object a line (`title` or `courseName`; `description`, or the field named
 * by --field; optional creditHours, learningMode, courseStartDate, courseEndDate) and writes one
 * result a line, in the same order; a bad line gives {"error": "..."} and the run goes on.
 * With ENGINE_LLM_URL (and ENGINE_LLM_MODEL, ENGINE_LLM_KEY) set, results are refined by that server.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { basename } from 'node:path';
import { evaluate } from './evaluate.js';
import { extractText } from './extract/extract-text.js';
import { isEngineError } from './errors.js';
import { llmConfigFromEnv, refineWithLanguageModel } from './llm/refine.js';
import { escoToTaxonomy } from './taxonomy/esco.js';
import type { EvaluationInput } from './types.js';

const usage = `Usage:
  engine evaluate [--field NAME] < in.jsonl > out.jsonl
  engine extract FILE
  engine import-esco skills_en.csv [--out taxonomy.json]`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function inputFromLine(line: string, field: string | undefined): EvaluationInput {
  const value = JSON.parse(line) as Record<string, unknown>;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('Each line must be a JSON object.');
  const courseName = value.courseName ?? value.title ?? '';
  const description = field ? value[field] : (value.description ?? value.description_core);
  if (typeof courseName !== 'string') throw new Error('"title" or "courseName" must be a string.');
  if (typeof description !== 'string') throw new Error(`"${field ?? 'description'}" must be a string.`);
  return {
    courseName,
    description,
    creditHours: typeof value.creditHours === 'number' ? value.creditHours : null,
    learningMode: value.learningMode === 'online' || value.learningMode === 'f2f' ? value.learningMode : null,
    courseStartDate: typeof value.courseStartDate === 'string' ? value.courseStartDate : null,
    courseEndDate: typeof value.courseEndDate === 'string' ? value.courseEndDate : null,
  };
}

async function runEvaluate(args: string[]): Promise<void> {
  const field = option(args, '--field');
  const llm = llmConfigFromEnv(process.env);
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    let output: unknown;
    try {
      const input = inputFromLine(line, field);
      const result = evaluate(input);
      output = llm ? await refineWithLanguageModel(input, result, llm) : result;
    } catch (error) {
      output = { error: error instanceof Error ? error.message : String(error) };
    }
    process.stdout.write(`${JSON.stringify(output)}\n`);
  }
}

async function runExtract(args: string[]): Promise<void> {
  const file = args[0];
  if (!file) throw new Error(usage);
  const extension = file.split('.').pop()?.toLowerCase() ?? '';
  const mime = { pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', doc: 'application/msword', txt: 'text/plain' }[extension] ?? 'application/octet-stream';
  const result = await extractText(readFileSync(file), basename(file), mime);
  process.stdout.write(`${result.text}\n`);
}

function runImportEsco(args: string[]): void {
  const file = args[0];
  if (!file) throw new Error(usage);
  const taxonomy = escoToTaxonomy(readFileSync(file, 'utf8'), `esco-${basename(file)}`);
  const json = `${JSON.stringify(taxonomy, null, 1)}\n`;
  const out = option(args, '--out');
  if (out) {
    writeFileSync(out, json);
    console.error(`Wrote ${taxonomy.skills.length} skills to ${out}.`);
  } else process.stdout.write(json);
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  switch (command) {
    case 'evaluate':
      return runEvaluate(args);
    case 'extract':
      return runExtract(args);
    case 'import-esco':
      return runImportEsco(args);
    default:
      console.error(usage);
      process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(isEngineError(error) ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
