import weightsData from './weights.json' with { type: 'json' };
import { featureNames, type FeatureName } from './features.js';

/** The fitted level model: score = intercept + Σ weight × feature; the score is cut into levels 1 to 5. */
export interface LevelModel {
  /** Identifies the fit; part of `engineVersion`. */
  version: string;
  /** What the weights were fitted on, and how. */
  fittedOn: string;
  intercept: number;
  weights: Record<FeatureName, number>;
  /** Four ascending cut points: score < t[0] → 1, < t[1] → 2, < t[2] → 3, < t[3] → 4, else 5. */
  thresholds: [number, number, number, number];
  /** Ridge penalty used in the fit (on standardised features). */
  ridge: number;
  /** Stem → level offset from the corpus mean (title stems prefixed `title:`); feeds `vocabulary.level`. */
  lexicon: Record<string, number>;
  /** Cross-validated figures recorded by the fitting script. */
  crossValidation?: Record<string, unknown>;
}

/** Checks the shape of a weights file, so a bad edit fails at start-up rather than scoring nonsense. */
export function parseLevelModel(data: unknown): LevelModel {
  const model = data as LevelModel;
  const valid =
    typeof model === 'object' &&
    model !== null &&
    typeof model.version === 'string' &&
    typeof model.intercept === 'number' &&
    Array.isArray(model.thresholds) &&
    model.thresholds.length === 4 &&
    typeof model.weights === 'object' &&
    featureNames.every((name) => typeof model.weights[name] === 'number') &&
    typeof model.lexicon === 'object';
  if (!valid) throw new Error('The level model weights file is malformed.');
  return model;
}

/** The model committed with the engine. */
export const defaultModel: LevelModel = parseLevelModel(weightsData);

/** One feature's share of the score. */
export interface Contribution {
  feature: FeatureName;
  value: number;
  contribution: number;
}

/** Applies the model to feature values: the continuous score and each feature's contribution. */
export function scoreFeatures(values: Record<FeatureName, number>, model: LevelModel = defaultModel): { score: number; contributions: Contribution[] } {
  let score = model.intercept;
  const contributions: Contribution[] = [];
  for (const feature of featureNames) {
    const value = values[feature];
    const contribution = (model.weights[feature] ?? 0) * value;
    score += contribution;
    if (contribution !== 0) contributions.push({ feature, value, contribution });
  }
  return { score, contributions };
}

/** Cuts a continuous score into a level from 1 to 5. */
export function levelFromScore(score: number, thresholds: readonly number[]): 1 | 2 | 3 | 4 | 5 {
  let level = 1;
  for (const cut of thresholds) if (score >= cut) level += 1;
  return Math.min(5, level) as 1 | 2 | 3 | 4 | 5;
}
