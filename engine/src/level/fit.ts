import { featureNames, vocabularyLevel, type FeatureName } from './features.js';
import { levelDistribution, levelOf, modelLevels, partFor, type LevelModel, type LevelPart } from './model.js';
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
  /** L2 penalty on the standardised features' weights (multinomial model; ridge penalty for `fitRidgeModel`). */
  penalty: number;
  /** Features the model may use (default: all); the others get weight 0. */
  features?: readonly FeatureName[];
  /** Minimum number of training rows a stem must appear in to enter the lexicon; 0 disables the lexicon. */
  lexiconMinRows: number;
  /** Pseudo-rows pulling each stem's mean level towards the corpus mean. */
  lexiconPrior: number;
  /**
   * Fit a separate part for rows written like an open online course (`style.onlineCourse` = 1), with
   * its own lexicon and the same penalty; default true, as shipped.
   */
  separateOnlineCourses?: boolean;
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

/** Per-feature mean and standard deviation over rows (scale 0 for a constant feature, which is then left out). */
function standardisation(rows: readonly TrainingRow[], features: readonly FeatureName[]): { means: number[]; scales: number[] } {
  const n = Math.max(1, rows.length);
  const means = features.map((name) => rows.reduce((sum, row) => sum + row.values[name], 0) / n);
  const scales = features.map((name, j) => {
    const variance = rows.reduce((sum, row) => sum + (row.values[name] - (means[j] ?? 0)) ** 2, 0) / n;
    return variance > 1e-12 ? Math.sqrt(variance) : 0;
  });
  return { means, scales };
}

function standardised(row: TrainingRow, features: readonly FeatureName[], means: readonly number[], scales: readonly number[]): number[] {
  return features.map((name, j) => ((scales[j] ?? 0) > 0 ? (row.values[name] - (means[j] ?? 0)) / (scales[j] ?? 1) : 0));
}

/** Solves a·x = b for a small dense symmetric positive-definite matrix (Cholesky). */
function solveSymmetric(a: number[][], b: number[]): number[] {
  const n = b.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i += 1) {
    const li = l[i] ?? [];
    const ai = a[i] ?? [];
    for (let j = 0; j <= i; j += 1) {
      const lj = l[j] ?? [];
      let sum = ai[j] ?? 0;
      for (let k = 0; k < j; k += 1) sum -= (li[k] ?? 0) * (lj[k] ?? 0);
      li[j] = i === j ? Math.sqrt(Math.max(sum, 1e-12)) : sum / (lj[j] ?? 1);
    }
  }
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i += 1) {
    let sum = b[i] ?? 0;
    for (let k = 0; k < i; k += 1) sum -= (l[i]?.[k] ?? 0) * (y[k] ?? 0);
    y[i] = sum / (l[i]?.[i] ?? 1);
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i -= 1) {
    let sum = y[i] ?? 0;
    for (let k = i + 1; k < n; k += 1) sum -= (l[k]?.[i] ?? 0) * (x[k] ?? 0);
    x[i] = sum / (l[i]?.[i] ?? 1);
  }
  return x;
}

/**
 * Multinomial logistic regression with an L2 penalty on the weights, fitted by Newton's method with
 * step halving (the loss is convex, so this converges in a few steps). `z` are standardised rows,
 * `y` levels 1 to 5. Returns per level the intercept and the weights on `z`.
 */
function fitSoftmaxRegression(z: readonly number[][], y: readonly number[], penalty: number): { intercepts: number[]; weights: number[][] } {
  const levels = modelLevels.length;
  const d = (z[0]?.length ?? 0) + 1; // column 0 is the intercept
  const size = levels * d;
  const theta = new Array<number>(size).fill(0);
  const rows = z.map((values) => [1, ...values]);
  const interceptPenalty = 1e-4; // only removes the softmax's shift invariance
  const penaltyOf = (j: number) => (j === 0 ? interceptPenalty : penalty);
  const probabilities = (t: readonly number[], x: readonly number[]): number[] => {
    const logits = modelLevels.map((_, k) => {
      let sum = 0;
      for (let j = 0; j < d; j += 1) sum += (t[k * d + j] ?? 0) * (x[j] ?? 0);
      return sum;
    });
    const top = Math.max(...logits);
    const exps = logits.map((v) => Math.exp(v - top));
    const total = exps.reduce((a, b) => a + b, 0);
    return exps.map((v) => v / total);
  };
  const loss = (t: readonly number[]): number => {
    let total = 0;
    rows.forEach((x, i) => {
      total -= Math.log(Math.max(1e-300, probabilities(t, x)[(y[i] ?? 1) - 1] ?? 0));
    });
    for (let k = 0; k < levels; k += 1) for (let j = 0; j < d; j += 1) total += 0.5 * penaltyOf(j) * (t[k * d + j] ?? 0) ** 2;
    return total;
  };
  let current = loss(theta);
  for (let iteration = 0; iteration < 50; iteration += 1) {
    const gradient = new Array<number>(size).fill(0);
    // Flat, and only the blocks k2 >= k: the Hessian is symmetric, the lower blocks are mirrored below.
    const flat = new Float64Array(size * size);
    rows.forEach((x, i) => {
      const p = probabilities(theta, x);
      const truth = (y[i] ?? 1) - 1;
      for (let k = 0; k < levels; k += 1) {
        const pk = p[k] ?? 0;
        const residual = pk - (k === truth ? 1 : 0);
        for (let j = 0; j < d; j += 1) gradient[k * d + j] = (gradient[k * d + j] ?? 0) + residual * (x[j] ?? 0);
        for (let k2 = k; k2 < levels; k2 += 1) {
          const c = pk * ((k === k2 ? 1 : 0) - (p[k2] ?? 0));
          if (c === 0) continue;
          for (let j = 0; j < d; j += 1) {
            const cx = c * (x[j] ?? 0);
            if (cx === 0) continue;
            const base = (k * d + j) * size + k2 * d;
            for (let j2 = 0; j2 < d; j2 += 1) flat[base + j2] = (flat[base + j2] ?? 0) + cx * (x[j2] ?? 0);
          }
        }
      }
    });
    const hessian = Array.from({ length: size }, (_, a) => Array.from(flat.subarray(a * size, (a + 1) * size)));
    for (let k = 0; k < levels; k += 1) {
      for (let k2 = k + 1; k2 < levels; k2 += 1) {
        for (let j = 0; j < d; j += 1) {
          for (let j2 = 0; j2 < d; j2 += 1) {
            const row = hessian[k2 * d + j2];
            if (row) row[k * d + j] = hessian[k * d + j]?.[k2 * d + j2] ?? 0;
          }
        }
      }
    }
    for (let k = 0; k < levels; k += 1) {
      for (let j = 0; j < d; j += 1) {
        const index = k * d + j;
        gradient[index] = (gradient[index] ?? 0) + penaltyOf(j) * (theta[index] ?? 0);
        const line = hessian[index] ?? [];
        line[index] = (line[index] ?? 0) + penaltyOf(j);
      }
    }
    const step = solveSymmetric(hessian, gradient);
    let scale = 1;
    let next = theta.map((t, i) => t - (step[i] ?? 0));
    let nextLoss = loss(next);
    while (nextLoss > current + 1e-12 && scale > 1e-4) {
      scale /= 2;
      next = theta.map((t, i) => t - scale * (step[i] ?? 0));
      nextLoss = loss(next);
    }
    const change = Math.max(...step.map((s) => Math.abs(s * scale)));
    if (nextLoss > current + 1e-12) break;
    theta.splice(0, size, ...next);
    const improvement = current - nextLoss;
    current = nextLoss;
    if (change < 1e-7 || improvement < 1e-10) break;
  }
  return {
    intercepts: modelLevels.map((_, k) => theta[k * d] ?? 0),
    weights: modelLevels.map((_, k) => theta.slice(k * d + 1, (k + 1) * d)),
  };
}

/** Fits one part on rows: its lexicon, then the multinomial regression, returned on the features' own scale. */
function fitPart(rows: readonly TrainingRow[], options: FitOptions): LevelPart {
  const features = options.features ?? featureNames;
  const vocabulary = fitVocabulary(rows, options);
  const training = rows.map((row, i) => ({ ...row, values: { ...row.values, 'vocabulary.level': vocabulary.leaveOneOut[i] ?? 0 } }));
  const { means, scales } = standardisation(training, features);
  const fit = fitSoftmaxRegression(
    training.map((row) => standardised(row, features, means, scales)),
    training.map((row) => row.level),
    options.penalty,
  );
  // Back to the features' own scale: w = w_std / scale, intercept -= w × mean.
  const weights = Object.fromEntries(featureNames.map((name) => [name, modelLevels.map(() => 0)])) as Record<FeatureName, number[]>;
  const intercepts = [...fit.intercepts];
  features.forEach((name, j) => {
    const scale = scales[j] ?? 0;
    weights[name] = modelLevels.map((_, k) => (scale > 0 ? Number(((fit.weights[k]?.[j] ?? 0) / scale).toFixed(5)) : 0));
    weights[name].forEach((w, k) => {
      intercepts[k] = (intercepts[k] ?? 0) - w * (means[j] ?? 0);
    });
  });
  return { intercepts: intercepts.map((b) => Number(b.toFixed(5))), weights, lexicon: vocabulary.lexicon };
}

const isOnlineCourse = (row: TrainingRow) => row.values['style.onlineCourse'] >= 0.5;

/**
 * Fits a complete level model on rows: lexicon and multinomial logistic regression for the catalogue
 * rows, and (unless switched off, or either side has under 10 rows) another pair for the
 * online-course rows.
 */
export function fitLevelModel(rows: readonly TrainingRow[], options: FitOptions, version: string, fittedOn: string): LevelModel {
  const online = rows.filter(isOnlineCourse);
  const separate = (options.separateOnlineCourses ?? true) && online.length >= 10 && rows.length - online.length >= 10;
  const main = fitPart(separate ? rows.filter((row) => !isOnlineCourse(row)) : rows, options);
  return {
    version,
    fittedOn,
    ...main,
    penalty: options.penalty,
    ...(separate ? { onlineCourse: fitPart(online, options) } : {}),
  };
}

/** Predicts the level of a row with a fitted model (its vocabulary feature from the model's lexicon), as `evaluate` picks it (`levelOf`). */
export function predictRow(row: TrainingRow, model: LevelModel): number {
  const values = { ...row.values, 'vocabulary.level': vocabularyLevel(row.stems, partFor(row.values, model).lexicon) };
  return levelOf(levelDistribution(values, model), values, model);
}

/** Fits rows and returns a function that predicts a level for a held-out row. */
export type Fitter = (rows: readonly TrainingRow[]) => (row: TrainingRow) => number;

/** The shipped model's fitter: lexicon + multinomial logistic regression (catalogue and online-course parts), median level. */
export function multinomialFitter(options: FitOptions): Fitter {
  return (rows) => {
    const model = fitLevelModel(rows, options, 'cv', 'cv');
    return (row) => predictRow(row, model);
  };
}

/** Cuts a continuous score into a level from 1 to 5 (four ascending cut points). */
export function levelFromScore(score: number, thresholds: readonly number[]): 1 | 2 | 3 | 4 | 5 {
  let level = 1;
  for (const cut of thresholds) if (score >= cut) level += 1;
  return Math.min(5, level) as 1 | 2 | 3 | 4 | 5;
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
  return thresholds;
}

/**
 * The engine's previous model, kept for comparison by the fitting script: ridge regression of the
 * level on the standardised features, cut into levels by four fitted thresholds.
 */
export function ridgeFitter(options: FitOptions): Fitter {
  return (rows) => {
    const features = options.features ?? featureNames;
    const vocabulary = fitVocabulary(rows, options);
    const training = rows.map((row, i) => ({ ...row, values: { ...row.values, 'vocabulary.level': vocabulary.leaveOneOut[i] ?? 0 } }));
    const { means, scales } = standardisation(training, features);
    const z = training.map((row) => standardised(row, features, means, scales));
    const meanLevel = training.reduce((sum, row) => sum + row.level, 0) / Math.max(1, training.length);
    const d = features.length;
    const xtx = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    const xty = new Array<number>(d).fill(0);
    z.forEach((zi, i) => {
      const target = (training[i]?.level ?? 0) - meanLevel;
      for (let a = 0; a < d; a += 1) {
        xty[a] = (xty[a] ?? 0) + (zi[a] ?? 0) * target;
        const line = xtx[a] ?? [];
        for (let b = 0; b < d; b += 1) line[b] = (line[b] ?? 0) + (zi[a] ?? 0) * (zi[b] ?? 0);
      }
    });
    for (let a = 0; a < d; a += 1) {
      const line = xtx[a] ?? [];
      line[a] = (line[a] ?? 0) + options.penalty;
    }
    const w = solveSymmetric(xtx, xty);
    const scoreOf = (zi: readonly number[]) => zi.reduce((sum, v, j) => sum + v * (w[j] ?? 0), meanLevel);
    const thresholds = fitThresholds(
      z.map(scoreOf),
      training.map((row) => row.level),
    );
    return (row) => {
      const values = { ...row.values, 'vocabulary.level': vocabularyLevel(row.stems, vocabulary.lexicon) };
      return levelFromScore(scoreOf(standardised({ ...row, values }, features, means, scales)), thresholds);
    };
  };
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
export function crossValidate(rows: readonly TrainingRow[], fitter: Fitter, folds = 10, repeats = 5): CrossValidation {
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
      const predict = fitter(train);
      rows.forEach((row, i) => {
        if (assignment[i] !== fold) return;
        thisRepeat[i] = predict(row);
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
