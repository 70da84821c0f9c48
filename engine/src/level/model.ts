import weightsData from './weights.json' with { type: 'json' };
import { featureNames, type FeatureName } from './features.js';

/** The five levels the model chooses between, in the order of its per-level arrays. */
export const modelLevels = [1, 2, 3, 4, 5] as const;

/**
 * The fitted level model: a multinomial logistic regression. For each level k,
 * `logit[k] = intercepts[k] + Σ weights[feature][k] × feature`; the softmax of the five logits is the
 * probability of each level. The level is the median of that distribution (the level that minimises
 * the expected absolute error), the score its mean (the expected level).
 */
export interface LevelModel {
  /** Identifies the fit; part of `engineVersion`. */
  version: string;
  /** What the weights were fitted on, and how. */
  fittedOn: string;
  /** One intercept per level 1 to 5. */
  intercepts: number[];
  /** Per feature, one weight per level 1 to 5 (per unit of the feature's own scale). */
  weights: Record<FeatureName, number[]>;
  /** L2 penalty used in the fit (on standardised features). */
  penalty: number;
  /** Stem → level offset from the corpus mean (title stems prefixed `title:`); feeds `vocabulary.level`. */
  lexicon: Record<string, number>;
  /** Cross-validated figures recorded by the fitting script. */
  crossValidation?: Record<string, unknown>;
}

const isFiveNumbers = (value: unknown): boolean => Array.isArray(value) && value.length === modelLevels.length && value.every((x) => typeof x === 'number' && Number.isFinite(x));

/** Checks the shape of a weights file, so a bad edit fails at start-up rather than scoring nonsense. */
export function parseLevelModel(data: unknown): LevelModel {
  const model = data as LevelModel;
  const valid =
    typeof model === 'object' &&
    model !== null &&
    typeof model.version === 'string' &&
    isFiveNumbers(model.intercepts) &&
    typeof model.weights === 'object' &&
    featureNames.every((name) => isFiveNumbers(model.weights[name])) &&
    typeof model.lexicon === 'object';
  if (!valid) throw new Error('The level model weights file is malformed.');
  return model;
}

/** The model committed with the engine. */
export const defaultModel: LevelModel = parseLevelModel(weightsData);

/** Softmax of logits, computed stably. */
export function softmax(logits: readonly number[]): number[] {
  const top = Math.max(...logits);
  const exps = logits.map((z) => Math.exp(z - top));
  const total = exps.reduce((sum, x) => sum + x, 0);
  return exps.map((x) => x / total);
}

/** The per-level logits of feature values. */
export function levelLogits(values: Readonly<Record<FeatureName, number>>, model: LevelModel = defaultModel): number[] {
  const logits = [...model.intercepts];
  for (const feature of featureNames) {
    const value = values[feature];
    if (value === 0) continue;
    const weights = model.weights[feature];
    for (let k = 0; k < logits.length; k += 1) logits[k] = (logits[k] ?? 0) + (weights[k] ?? 0) * value;
  }
  return logits;
}

/** The probability of each level 1 to 5. */
export function levelDistribution(values: Readonly<Record<FeatureName, number>>, model: LevelModel = defaultModel): number[] {
  return softmax(levelLogits(values, model));
}

/** The mean of a distribution over levels 1 to 5. */
export function expectedLevel(distribution: readonly number[]): number {
  return distribution.reduce((sum, p, k) => sum + p * (k + 1), 0);
}

/** The median of a distribution over levels 1 to 5: the first level whose cumulative probability reaches one half. */
export function medianLevel(distribution: readonly number[]): 1 | 2 | 3 | 4 | 5 {
  let cumulative = 0;
  for (let k = 0; k < distribution.length; k += 1) {
    cumulative += distribution[k] ?? 0;
    if (cumulative >= 0.5 - 1e-12) return Math.min(5, k + 1) as 1 | 2 | 3 | 4 | 5;
  }
  return 5;
}

/** One feature's effect on the expected level. */
export interface Contribution {
  feature: FeatureName;
  value: number;
  /** The feature's share of the move from the baseline expected level (all features absent) to the text's. */
  contribution: number;
}

// Steps of the path integral behind the contributions (midpoint rule).
const attributionSteps = 32;

/**
 * Applies the model to feature values: the level distribution, its mean (the expected level) and
 * each feature's contribution to it. The baseline is a text with every feature at 0 (no cue, average
 * vocabulary): the intercepts alone. Contributions are integrated gradients of the expected level
 * along the straight path from the baseline to the text, so they add up to the expected level minus
 * the baseline's, and a feature at 0 contributes nothing.
 */
export function scoreFeatures(
  values: Readonly<Record<FeatureName, number>>,
  model: LevelModel = defaultModel,
): { distribution: number[]; expected: number; baseline: number; contributions: Contribution[] } {
  const logits = levelLogits(values, model);
  const distribution = softmax(logits);
  const expected = expectedLevel(distribution);
  const baseline = expectedLevel(softmax(model.intercepts));
  const present = featureNames.filter((feature) => values[feature] !== 0);
  const integrals = new Array<number>(present.length).fill(0);
  for (let step = 0; step < attributionSteps; step += 1) {
    const alpha = (step + 0.5) / attributionSteps;
    const p = softmax(model.intercepts.map((b, k) => b + alpha * ((logits[k] ?? 0) - b)));
    const mean = expectedLevel(p);
    present.forEach((feature, i) => {
      // dE/dx = Σ_k (k − E) p_k w_k: the covariance of the level with the feature's weights.
      const weights = model.weights[feature];
      let derivative = 0;
      for (let k = 0; k < p.length; k += 1) derivative += (k + 1 - mean) * (p[k] ?? 0) * (weights[k] ?? 0);
      integrals[i] = (integrals[i] ?? 0) + derivative / attributionSteps;
    });
  }
  const raw = present.map((feature, i) => values[feature] * (integrals[i] ?? 0));
  // The midpoint rule is close; share its small remainder out by size so the contributions add up exactly.
  const residual = expected - baseline - raw.reduce((sum, x) => sum + x, 0);
  const size = raw.reduce((sum, x) => sum + Math.abs(x), 0);
  const contributions = present
    .map((feature, i) => {
      const x = raw[i] ?? 0;
      return { feature, value: values[feature], contribution: size > 0 ? x + (residual * Math.abs(x)) / size : 0 };
    })
    .filter((c) => c.contribution !== 0);
  return { distribution, expected, baseline, contributions };
}
