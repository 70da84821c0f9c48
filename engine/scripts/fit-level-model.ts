/**
 * Fits the level model on the dev corpus and writes src/level/weights.json.
 *
 *   npx tsx --conditions=source engine/scripts/fit-level-model.ts [--dry-run] [--penalty N] [--quick] [--single-part] [--ablation] [--learning-curve] [--errors N]
 *
 * Scores `title` + `description_core` (the README of the corpus explains why). Prints 10-fold
 * cross-validated figures (repeated 5 times; lexicon, weights and everything else refitted in every
 * fold) for the previous model (ridge regression cut by thresholds) and the multinomial model with
 * each penalty tried (with a separate part for online-course prose unless `--single-part`), then fits
 * the chosen penalty on all rows and records its cross-validated figures next to the weights. The
 * penalty is chosen on the same cross-validation folds that report the figures (three candidates),
 * so the reported figures carry a small selection optimism. `--ablation` also refits without each of the newer features;
 * `--learning-curve` refits on a quarter, half and three quarters of each training fold.
 */
import { writeFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseText } from '../src/text/document.js';
import { extractFeatures, featureNames, type FeatureName } from '../src/level/features.js';
import { crossValidate, fitLevelModel, multinomialFitter, ridgeFitter, seededRandom, type CrossValidation, type FitOptions, type TrainingRow } from '../src/level/fit.js';
import { extractSkills } from '../src/skills/extract-skills.js';
import { getDefaultTaxonomy } from '../src/taxonomy/taxonomy.js';
import { loadDevCorpus, sourceGroup } from './corpus.js';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const quick = args.includes('--quick');
const numberArg = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const penaltyArg = args.indexOf('--penalty');
const penalties = penaltyArg >= 0 ? [Number(args[penaltyArg + 1])] : [10, 30, 100];
const lexiconMinRows = numberArg('--lexicon-min-rows', 5);
const lexiconPrior = numberArg('--lexicon-prior', 5);
/** The 26 features of the engine's first model; the ones after them were added with the multinomial model. */
const previousFeatures: readonly FeatureName[] = featureNames.slice(0, featureNames.indexOf('style.onlineCourse'));
const newerFeatures: readonly FeatureName[] = featureNames.slice(previousFeatures.length);

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
const line = (cv: CrossValidation) => {
  const o = cv.overall;
  return `within one ${percent(o.withinOne)}, exact ${percent(o.exact)}, MAE ${o.meanAbsoluteError.toFixed(3)}, Spearman ${o.spearman.toFixed(3)}`;
};
const separateOnlineCourses = !args.includes('--single-part');
const options = (penalty: number, features: readonly FeatureName[] = featureNames): FitOptions => ({ penalty, features, lexiconMinRows, lexiconPrior, separateOnlineCourses });

if (!quick) {
  console.log(`previous model (ridge 30 + thresholds, ${previousFeatures.length} features):  ${line(crossValidate(rows, ridgeFitter(options(30, previousFeatures))))}`);
  console.log(`ridge 30 + thresholds, all ${featureNames.length} features:               ${line(crossValidate(rows, ridgeFitter(options(30))))}`);
  console.log(`multinomial 30, median, ${previousFeatures.length} features, one part:          ${line(crossValidate(rows, multinomialFitter({ ...options(30, previousFeatures), separateOnlineCourses: false })))}`);
  console.log(`multinomial 30, median, all ${featureNames.length} features, one part:       ${line(crossValidate(rows, multinomialFitter({ ...options(30), separateOnlineCourses: false })))}`);
}
let best: { penalty: number; score: number; cv: CrossValidation } | undefined;
for (const penalty of penalties) {
  const cv = crossValidate(rows, multinomialFitter(options(penalty)));
  const o = cv.overall;
  console.log(`multinomial ${penalty}, all ${featureNames.length} features, ${separateOnlineCourses ? 'two parts (median; online part: rounded expected level)' : 'one part, median'}:      ${line(cv)}`);
  const score = o.exact + o.withinOne - o.meanAbsoluteError / 2 + o.spearman;
  if (!best || score > best.score) best = { penalty, score, cv };
}
if (!best) process.exit(1);
if (args.includes('--ablation')) {
  for (const feature of newerFeatures) {
    const cv = crossValidate(rows, multinomialFitter(options(best.penalty, featureNames.filter((name) => name !== feature))));
    console.log(`  without ${feature.padEnd(28)} ${line(cv)}`);
  }
}
if (args.includes('--learning-curve')) {
  for (const share of [0.25, 0.5, 0.75]) {
    const random = seededRandom(42);
    const fitter = multinomialFitter(options(best.penalty));
    const cv = crossValidate(rows, (train) => fitter(train.filter(() => random() < share)));
    console.log(`  trained on ~${Math.round(share * 100)} % of each training fold (~${Math.round(share * 269)} rows): ${line(cv)}`);
  }
}

const model = fitLevelModel(
  rows,
  options(best.penalty),
  `mn${separateOnlineCourses ? '2' : ''}-${corpus.rows.length}r-${best.penalty}`,
  `course-corpus/dev.jsonl (${corpus.rows.length} rows), title + description_core, multinomial logistic regression${separateOnlineCourses ? ' (catalogue and online-course parts)' : ''}, L2 ${best.penalty}`,
);
const o = best.cv.overall;
model.crossValidation = {
  method: `${best.cv.folds}-fold stratified, ${best.cv.repeats} repeats, everything refitted per fold`,
  exact: Number(o.exact.toFixed(4)),
  withinOne: Number(o.withinOne.toFixed(4)),
  meanAbsoluteError: Number(o.meanAbsoluteError.toFixed(4)),
  spearman: Number(o.spearman.toFixed(4)),
};
console.log(`chosen penalty ${best.penalty}; weights per level 1-5 (per unit of feature):`);
for (const [name, part] of [['catalogue part', model], ['online-course part', model.onlineCourse]] as const) {
  if (!part) continue;
  console.log(` ${name}`);
  for (const feature of featureNames) console.log(`  ${feature.padEnd(28)} ${part.weights[feature].map((w) => w.toFixed(3).padStart(7)).join(' ')}`);
  console.log(`  intercepts ${part.intercepts.join(', ')}`);
}
console.log('confusion (rows truth 1-5, columns predicted 1-5):');
for (const counts of o.confusion) console.log('  ' + counts.map((n) => String(n).padStart(4)).join(''));
for (const [group, figures] of Object.entries(best.cv.byGroup)) {
  console.log(
    `  ${group.padEnd(22)} n=${figures.rows / best.cv.repeats} within one ${percent(figures.withinOne)} exact ${percent(figures.exact)} MAE ${figures.meanAbsoluteError.toFixed(2)} Spearman ${figures.spearman.toFixed(2)}`,
  );
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
