import { featureNames, vocabularyLevel, type FeatureName } from './features.js';
import { levelFromScore, type LevelModel } from './model.js';
import { agreement, type AgreementFigures } from './metrics.js';

/** One training row: the feature values and the true level (1 to 5). */
export interface TrainingRow {
  values: Record<FeatureName, number>;
  /** Distinct content stems of the row (title stems prefixed `title:`), for the lexicon. */
  stems: readonly string[];
  level: number;
  /** Used to report figures per source. */
  group?: string;
}

export interface FitOptions {
  /** Ridge penalty on standardised features. */
  ridge: number;
  /** Minimum number of training rows a stem must appear in to enter the lexicon; 0 disables the lexicon. */
  lexiconMinRows: number;
  /** Pseudo-rows pulling each stem's mean level towards the corpus mean. */
  lexiconPrior: number;
}

/** Inverts a small dense matrix by Gauss-Jordan elimination with partial pivoting. */
function invert(a: number[][]): number[][] {
  const n = a.length;
  const m = a.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(m[row]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = row;
    [m[col], m[pivot]] = [m[pivot] ?? [], m[col] ?? []];
    const pivotRow = m[col] ?? [];
    const p = pivotRow[col] ?? 1;
    for (let k = 0; k < 2 * n; k += 1) pivotRow[k] = (pivotRow[k] ?? 0) / p;
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const target = m[row] ?? [];
      const factor = target[col] ?? 0;
      if (factor === 0) continue;
      for (let k = col; k < 2 * n; k += 1) target[k] = (target[k] ?? 0) - factor * (pivotRow[k] ?? 0);
    }
  }
  return m.map((row) => row.slice(n));
}

interface VocabularyFit {
  /** Stem → smoothed mean level of the rows using it, minus the corpus mean. */
  lexicon: Record<string, number>;
  /** Leave-one-out vocabulary feature of each training row. */
  leaveOneOut: number[];
}

/**
 * The lexicon behind the vocabulary feature: for every stem used by at least `lexiconMinRows` rows,
 * the mean level of those rows, pulled towards the corpus mean by `lexiconPrior` pseudo-rows.
 * Each training row's own feature is computed with the row taken out (leave-one-out), so the
 * second-stage fit never sees a row's own answer through its vocabulary.
 */
function fitVocabulary(rows: readonly TrainingRow[], options: FitOptions): VocabularyFit {
  const n = rows.length;
  if (options.lexiconMinRows <= 0 || n < 3) return { lexicon: {}, leaveOneOut: new Array<number>(n).fill(0) };
  const stats = new Map<string, { rows: number; levelSum: number }>();
  for (const row of rows) {
    for (const stem of new Set(row.stems)) {
      const entry = stats.get(stem) ?? { rows: 0, levelSum: 0 };
      entry.rows += 1;
      entry.levelSum += row.level;
      stats.set(stem, entry);
    }
  }
  const total = rows.reduce((sum, row) => sum + row.level, 0);
  const meanLevel = total / n;
  const prior = options.lexiconPrior;
  const lexicon: Record<string, number> = {};
  for (const [stem, entry] of stats) {
    if (entry.rows < options.lexiconMinRows) continue;
    lexicon[stem] = Number(((entry.levelSum + prior * meanLevel) / (entry.rows + prior) - meanLevel).toFixed(3));
  }
  const leaveOneOut = rows.map((row) => {
    const otherMean = (total - row.level) / (n - 1);
    let sum = 0;
    let count = 0;
    for (const stem of new Set(row.stems)) {
      const entry = stats.get(stem);
      if (!entry || entry.rows - 1 < options.lexiconMinRows) continue;
      sum += (entry.levelSum - row.level + prior * otherMean) / (entry.rows - 1 + prior) - otherMean;
      count += 1;
    }
    return count === 0 ? 0 : sum / count;
  });
  return { lexicon, leaveOneOut };
}

/** Fits ridge regression of level on the features; weights come back on the features' own scale. */
function fitRidge(rows: readonly TrainingRow[], ridge: number): { intercept: number; weights: Record<FeatureName, number> } {
  const d = featureNames.length;
  const n = rows.length;
  const means = featureNames.map((name) => rows.reduce((sum, row) => sum + row.values[name], 0) / n);
  const scales = featureNames.map((name, j) => {
    const variance = rows.reduce((sum, row) => sum + (row.values[name] - (means[j] ?? 0)) ** 2, 0) / n;
    return variance > 1e-12 ? Math.sqrt(variance) : 0;
  });
  const meanLevel = rows.reduce((sum, row) => sum + row.level, 0) / n;
  const xtx = Array.from({ length: d }, () => new Array<number>(d).fill(0));
  const xty = new Array<number>(d).fill(0);
  for (const row of rows) {
    const z = featureNames.map((name, j) => ((scales[j] ?? 0) > 0 ? (row.values[name] - (means[j] ?? 0)) / (scales[j] ?? 1) : 0));
    const y = row.level - meanLevel;
    for (let i = 0; i < d; i += 1) {
      const zi = z[i] ?? 0;
      xty[i] = (xty[i] ?? 0) + zi * y;
      const line = xtx[i] ?? [];
      for (let j = 0; j < d; j += 1) line[j] = (line[j] ?? 0) + zi * (z[j] ?? 0);
    }
  }
  for (let i = 0; i < d; i += 1) {
    const line = xtx[i] ?? [];
    line[i] = (line[i] ?? 0) + ridge;
  }
  const standardised = invert(xtx).map((row) => row.reduce((sum, value, j) => sum + value * (xty[j] ?? 0), 0));
  const weights = {} as Record<FeatureName, number>;
  let intercept = meanLevel;
  featureNames.forEach((name, j) => {
    const scale = scales[j] ?? 0;
    const weight = scale > 0 ? (standardised[j] ?? 0) / scale : 0;
    weights[name] = Number(weight.toFixed(4));
    intercept -= weights[name] * (means[j] ?? 0);
  });
  return { intercept: Number(intercept.toFixed(4)), weights };
}

function predictScore(values: Record<FeatureName, number>, fit: { intercept: number; weights: Record<FeatureName, number> }): number {
  return featureNames.reduce((score, name) => score + fit.weights[name] * values[name], fit.intercept);
}

/**
 * Chooses the four cut points that maximise exact agreement plus within-one agreement on the
 * training rows, by coordinate search starting from the midpoints 1.5 … 4.5.
 */
function fitThresholds(scores: readonly number[], levels: readonly number[]): [number, number, number, number] {
  const thresholds: [number, number, number, number] = [1.5, 2.5, 3.5, 4.5];
  const objective = (cuts: readonly number[]): number => {
    let total = 0;
    scores.forEach((score, i) => {
      const diff = Math.abs(levelFromScore(score, cuts) - (levels[i] ?? 0));
      total += (diff === 0 ? 1 : 0) + 2 * (diff <= 1 ? 1 : 0) - 0.25 * diff;
    });
    return total;
  };
  const candidates = [...new Set(scores.map((s) => Number(s.toFixed(3))))].sort((a, b) => a - b);
  for (let pass = 0; pass < 3; pass += 1) {
    for (let k = 0; k < 4; k += 1) {
      const low = k === 0 ? -Infinity : (thresholds[k - 1] ?? -Infinity);
      const high = k === 3 ? Infinity : (thresholds[k + 1] ?? Infinity);
      let best = thresholds[k] ?? 0;
      let bestValue = objective(thresholds);
      for (const candidate of candidates) {
        if (candidate <= low || candidate >= high) continue;
        const trial = [...thresholds];
        trial[k] = candidate;
        const value = objective(trial);
        if (value > bestValue + 1e-9) {
          bestValue = value;
          best = candidate;
        }
      }
      thresholds[k] = best;
    }
  }
  return thresholds.map((t) => Number(t.toFixed(4))) as [number, number, number, number];
}

/** Fits a complete level model (weights and cut points) on rows. */
export function fitLevelModel(rows: readonly TrainingRow[], options: FitOptions, version: string, fittedOn: string): LevelModel {
  const vocabulary = fitVocabulary(rows, options);
  const training = rows.map((row, i) => ({ ...row, values: { ...row.values, 'vocabulary.level': vocabulary.leaveOneOut[i] ?? 0 } }));
  const fit = fitRidge(training, options.ridge);
  const scores = training.map((row) => predictScore(row.values, fit));
  const thresholds = fitThresholds(
    scores,
    rows.map((row) => row.level),
  );
  return { version, fittedOn, intercept: fit.intercept, weights: fit.weights, thresholds, ridge: options.ridge, lexicon: vocabulary.lexicon };
}

/** Predicts the level of a row with a fitted model (its vocabulary feature from the model's lexicon). */
export function predictRow(row: TrainingRow, model: LevelModel): number {
  const values = { ...row.values, 'vocabulary.level': vocabularyLevel(row.stems, model.lexicon) };
  return levelFromScore(predictScore(values, model), model.thresholds);
}

/** A small deterministic pseudo-random generator (mulberry32) for reproducible folds. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Assigns each row to one of k folds, stratified by level, shuffled with a seed. */
export function stratifiedFolds(levels: readonly number[], k: number, seed: number): number[] {
  const random = seededRandom(seed);
  const folds = new Array<number>(levels.length).fill(0);
  const byLevel = new Map<number, number[]>();
  levels.forEach((level, index) => byLevel.set(level, [...(byLevel.get(level) ?? []), index]));
  let next = 0;
  for (const level of [...byLevel.keys()].sort()) {
    const indices = byLevel.get(level) ?? [];
    for (let i = indices.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [indices[i], indices[j]] = [indices[j] ?? 0, indices[i] ?? 0];
    }
    for (const index of indices) {
      folds[index] = next % k;
      next += 1;
    }
  }
  return folds;
}

export interface CrossValidation {
  folds: number;
  repeats: number;
  /** Figures over all out-of-fold predictions, pooled over the repeats. */
  overall: AgreementFigures;
  /** The same figures per `group`. */
  byGroup: Record<string, AgreementFigures>;
  /** Out-of-fold predicted level of each row in the first repeat. */
  predictions: number[];
}

/** k-fold cross-validation, repeated with different seeds: every prediction is made by a model that never saw the row. */
export function crossValidate(rows: readonly TrainingRow[], options: FitOptions, folds = 10, repeats = 5): CrossValidation {
  const truth: number[] = [];
  const predicted: number[] = [];
  const groups: string[] = [];
  let firstRepeat: number[] = [];
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    const assignment = stratifiedFolds(
      rows.map((row) => row.level),
      folds,
      1000 + repeat,
    );
    const thisRepeat = new Array<number>(rows.length).fill(0);
    for (let fold = 0; fold < folds; fold += 1) {
      const train = rows.filter((_, i) => assignment[i] !== fold);
      const model = fitLevelModel(train, options, 'cv', 'cv');
      rows.forEach((row, i) => {
        if (assignment[i] !== fold) return;
        thisRepeat[i] = predictRow(row, model);
      });
    }
    rows.forEach((row, i) => {
      truth.push(row.level);
      predicted.push(thisRepeat[i] ?? 0);
      groups.push(row.group ?? 'all');
    });
    if (repeat === 0) firstRepeat = thisRepeat;
  }
  const byGroup: Record<string, AgreementFigures> = {};
  for (const group of [...new Set(groups)].sort()) {
    const indices = groups.flatMap((g, i) => (g === group ? [i] : []));
    byGroup[group] = agreement(
      indices.map((i) => truth[i] ?? 0),
      indices.map((i) => predicted[i] ?? 0),
    );
  }
  return { folds, repeats, overall: agreement(truth, predicted), byGroup, predictions: firstRepeat };
}
