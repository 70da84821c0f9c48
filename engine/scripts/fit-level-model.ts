/**
 * Fits the level model on the dev corpus and writes src/level/weights.json.
 *
 *   npx tsx --conditions=source engine/scripts/fit-level-model.ts [--dry-run] [--ridge N]
 *
 * Scores `title` + `description_core` (the README of the corpus explains why). Prints 10-fold
 * cross-validated figures (repeated 5 times) for each ridge penalty tried, then fits the chosen
 * penalty on all rows and records the cross-validated figures next to the weights.
 */
import { writeFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseText } from '../src/text/document.js';
import { extractFeatures, featureNames } from '../src/level/features.js';
import { crossValidate, fitLevelModel, type TrainingRow } from '../src/level/fit.js';
import { extractSkills } from '../src/skills/extract-skills.js';
import { getDefaultTaxonomy } from '../src/taxonomy/taxonomy.js';
import { loadDevCorpus, sourceGroup } from './corpus.js';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const ridgeArg = args.indexOf('--ridge');
const ridges = ridgeArg >= 0 ? [Number(args[ridgeArg + 1])] : [3, 10, 30, 60];
const lexiconArg = args.indexOf('--lexicon-min-rows');
const lexiconMinRows = lexiconArg >= 0 ? Number(args[lexiconArg + 1]) : 5;
const priorArg = args.indexOf('--lexicon-prior');
const lexiconPrior = priorArg >= 0 ? Number(args[priorArg + 1]) : 5;

const corpus = loadDevCorpus();
if (!corpus.rows) {
  console.error(`The dev corpus is absent (looked for ${corpus.path}); set CREDS_DATA_DIR. Nothing fitted.`);
  process.exit(1);
}
const rows: TrainingRow[] = corpus.rows.map((row) => {
  const text = analyseText(row.title, row.description_core);
  const features = extractFeatures(text, extractSkills(text, getDefaultTaxonomy()));
  return { values: features.values, stems: [...features.stems.keys()], level: row.level, group: sourceGroup(row) };
});

const percent = (x: number) => `${(100 * x).toFixed(1)} %`;
let best: { ridge: number; score: number; cv: ReturnType<typeof crossValidate> } | undefined;
for (const ridge of ridges) {
  const cv = crossValidate(rows, { ridge, lexiconMinRows, lexiconPrior });
  const o = cv.overall;
  console.log(`ridge ${ridge}: exact ${percent(o.exact)}, within one ${percent(o.withinOne)}, MAE ${o.meanAbsoluteError.toFixed(3)}, Spearman ${o.spearman.toFixed(3)}`);
  const score = o.exact + o.withinOne - o.meanAbsoluteError / 2 + o.spearman;
  if (!best || score > best.score) best = { ridge, score, cv };
}
if (!best) process.exit(1);

const model = fitLevelModel(rows, { ridge: best.ridge, lexiconMinRows, lexiconPrior }, `fit-${corpus.rows.length}r-${best.ridge}`, `course-corpus/dev.jsonl (${corpus.rows.length} rows), title + description_core, ridge ${best.ridge}`);
const o = best.cv.overall;
model.crossValidation = {
  method: `${best.cv.folds}-fold stratified, ${best.cv.repeats} repeats`,
  exact: Number(o.exact.toFixed(4)),
  withinOne: Number(o.withinOne.toFixed(4)),
  meanAbsoluteError: Number(o.meanAbsoluteError.toFixed(4)),
  spearman: Number(o.spearman.toFixed(4)),
};
console.log(`chosen ridge ${best.ridge}; weights (per unit of feature):`);
for (const name of featureNames) console.log(`  ${name.padEnd(28)} ${model.weights[name].toFixed(3)}`);
console.log(`  intercept ${model.intercept}, thresholds ${model.thresholds.join(', ')}`);
console.log('confusion (rows truth 1-5, columns predicted 1-5):');
for (const line of o.confusion) console.log('  ' + line.map((n) => String(n).padStart(4)).join(''));
for (const [group, figures] of Object.entries(best.cv.byGroup)) {
  console.log(`  ${group.padEnd(22)} n=${figures.rows / best.cv.repeats} exact ${percent(figures.exact)} within one ${percent(figures.withinOne)} MAE ${figures.meanAbsoluteError.toFixed(2)}`);
}
const errorsArg = args.indexOf('--errors');
if (errorsArg >= 0) {
  // The rows the cross-validated model got most wrong, to see which signal is missing.
  const count = Number(args[errorsArg + 1] ?? 20);
  const worst = corpus.rows
    .map((row, i) => ({ row, predicted: best.cv.predictions[i] ?? 0 }))
    .sort((a, b) => Math.abs(b.predicted - b.row.level) - Math.abs(a.predicted - a.row.level))
    .slice(0, count);
  for (const { row, predicted } of worst) {
    console.log(`truth ${row.level} predicted ${predicted} | ${row.code ?? 'MOOC'} ${row.title} | ${row.description_core.slice(0, 300)}`);
  }
}
if (!dryRun) {
  const target = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'level', 'weights.json');
  writeFileSync(target, JSON.stringify(model, null, 2) + '\n');
  console.log(`wrote ${target}`);
}
