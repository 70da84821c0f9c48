import { describe, expect, it } from 'vitest';
import { crossValidate, fitLevelModel, predictRow, seededRandom, stratifiedFolds, type TrainingRow } from './fit.js';
import { featureNames, type FeatureName } from './features.js';
import { agreement, pearson, spearman } from './metrics.js';
import { defaultModel, levelFromScore } from './model.js';

function row(level: number, signal: number, noise: number, stems: string[] = []): TrainingRow {
  const values = Object.fromEntries(featureNames.map((name) => [name, 0])) as Record<FeatureName, number>;
  values['cue.advanced'] = signal;
  values['style.length'] = noise;
  return { values, stems, level };
}

function syntheticRows(count: number): TrainingRow[] {
  const random = seededRandom(7);
  return Array.from({ length: count }, (_, i) => {
    const level = (i % 5) + 1;
    return row(level, level + (random() - 0.5) * 0.8, random(), [`word${level}`, 'common']);
  });
}

describe('metrics', () => {
  it('computes exact, within-one, MAE, Spearman and the confusion matrix', () => {
    const figures = agreement([1, 2, 3, 4, 5], [1, 3, 3, 2, 5]);
    expect(figures.exact).toBe(0.6);
    expect(figures.withinOne).toBe(0.8);
    expect(figures.meanAbsoluteError).toBe(0.6);
    expect(figures.confusion[3]?.[1]).toBe(1);
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBe(0);
  });
});

describe('level model fitting', () => {
  it('cuts scores into levels with the thresholds', () => {
    expect([0.2, 1.6, 2.6, 3.6, 4.9].map((score) => levelFromScore(score, [1.5, 2.5, 3.5, 4.5]))).toEqual([1, 2, 3, 4, 5]);
  });

  it('learns a clear signal, ignores noise, and predicts held-out rows', () => {
    const rows = syntheticRows(200);
    const model = fitLevelModel(rows, { ridge: 1, lexiconMinRows: 0, lexiconPrior: 5 }, 'test', 'synthetic');
    expect(model.weights['cue.advanced']).toBeGreaterThan(0.8);
    expect(Math.abs(model.weights['style.length'])).toBeLessThan(0.2);
    const cv = crossValidate(rows, { ridge: 1, lexiconMinRows: 0, lexiconPrior: 5 }, 5, 1);
    expect(cv.overall.exact).toBeGreaterThan(0.8);
    expect(cv.overall.spearman).toBeGreaterThan(0.9);
  });

  it('builds a lexicon whose feature is computed leave-one-out', () => {
    const rows = syntheticRows(100).map((r) => ({ ...r, values: { ...r.values, 'cue.advanced': 0 } }));
    const model = fitLevelModel(rows, { ridge: 1, lexiconMinRows: 3, lexiconPrior: 2 }, 'test', 'synthetic');
    expect(model.lexicon.word5).toBeGreaterThan(1);
    expect(model.lexicon.word1).toBeLessThan(-1);
    expect(model.lexicon.common).toBe(0);
    expect(predictRow(row(5, 0, 0, ['word5']), model)).toBe(5);
  });

  it('stratifies folds by level and is reproducible', () => {
    const levels = Array.from({ length: 50 }, (_, i) => (i % 5) + 1);
    const folds = stratifiedFolds(levels, 5, 1);
    expect(stratifiedFolds(levels, 5, 1)).toEqual(folds);
    for (let fold = 0; fold < 5; fold += 1) {
      const inFold = levels.filter((_, i) => folds[i] === fold);
      expect(new Set(inFold).size).toBe(5);
    }
  });

  it('ships fitted weights with cross-validated figures', () => {
    expect(defaultModel.version).not.toBe('unfitted');
    expect(defaultModel.crossValidation?.withinOne).toBeGreaterThan(0.6);
    expect(defaultModel.thresholds).toEqual([...defaultModel.thresholds].sort((a, b) => a - b));
    for (const name of featureNames) expect(typeof defaultModel.weights[name]).toBe('number');
  });
});
