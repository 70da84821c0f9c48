import { describe, expect, it } from 'vitest';
import { crossValidate, fitLevelModel, levelFromScore, multinomialFitter, predictRow, ridgeFitter, seededRandom, stratifiedFolds, type TrainingRow } from './fit.js';
import { featureNames, type FeatureName } from './features.js';
import { agreement, pearson, spearman } from './metrics.js';
import { defaultModel, expectedLevel, levelDistribution, levelOf, medianLevel, scoreFeatures, withinOneLevel } from './model.js';

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

describe('level distribution', () => {
  it('takes the median and the mean of a distribution over levels', () => {
    expect(medianLevel([0.1, 0.2, 0.25, 0.2, 0.25])).toBe(3);
    expect(medianLevel([0.1, 0.2, 0.15, 0.3, 0.25])).toBe(4);
    expect(medianLevel([0.6, 0.1, 0.1, 0.1, 0.1])).toBe(1);
    expect(medianLevel([0, 0, 0, 0.4, 0.6])).toBe(5);
    expect(expectedLevel([0, 0, 1, 0, 0])).toBe(3);
    expect(expectedLevel([0.5, 0, 0, 0, 0.5])).toBe(3);
  });

  it('takes the level most likely to lie within one of the true one, the exact chance counting less', () => {
    // Split between Beginner and Intermediate: Novice is within one of both (the median is Beginner).
    expect(withinOneLevel([0.5, 0.05, 0.4, 0.05, 0])).toBe(2);
    expect(medianLevel([0.5, 0.05, 0.4, 0.05, 0])).toBe(1);
    // Sure of one level, or of two neighbours: the likelier of them.
    expect(withinOneLevel([0, 0, 0.05, 0.9, 0.05])).toBe(4);
    expect(withinOneLevel([0, 0, 0, 0.45, 0.55])).toBe(5);
    expect(withinOneLevel([0.7, 0.3, 0, 0, 0])).toBe(1);
    // Spread out: the level whose neighbourhood holds most.
    expect(withinOneLevel([0.1, 0.2, 0.25, 0.2, 0.25])).toBe(4);
  });

  it('takes the rounded expected level for text the online-course part reads, the median otherwise', () => {
    // Split between Beginner and Intermediate with next to nothing on Novice: the median is 3, the expected level 2.1.
    const split = [0.45, 0.03, 0.42, 0.1, 0];
    const online = Object.fromEntries(featureNames.map((name) => [name, 0])) as Record<FeatureName, number>;
    online['style.onlineCourse'] = 1;
    const catalogue = { ...online, 'style.onlineCourse': 0 };
    expect(defaultModel.onlineCourse).toBeDefined();
    expect(levelOf(split, online)).toBe(2);
    expect(levelOf(split, catalogue)).toBe(3);
  });

  it('reports each present feature with its effect on the expected level, and none for absent ones', () => {
    const values = Object.fromEntries(featureNames.map((name) => [name, 0])) as Record<FeatureName, number>;
    expect(scoreFeatures(values).contributions).toEqual([]);
    values['audience.graduate'] = 1;
    const { distribution, expected, contributions } = scoreFeatures(values);
    expect(distribution.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(expected).toBeCloseTo(expectedLevel(levelDistribution(values)));
    expect(contributions.map((c) => c.feature)).toEqual(['audience.graduate']);
    expect(contributions[0]?.contribution).toBeGreaterThan(0);
  });

  it('splits the move from the baseline among the features, so the contributions add up', () => {
    const values = Object.fromEntries(featureNames.map((name) => [name, 0])) as Record<FeatureName, number>;
    values['audience.graduate'] = 1;
    values['cue.research'] = 2;
    values['cue.noPriorKnowledge'] = 1;
    values['vocabulary.level'] = 0.3;
    const { expected, baseline, contributions } = scoreFeatures(values);
    expect(contributions).toHaveLength(4);
    expect(contributions.reduce((sum, c) => sum + c.contribution, 0)).toBeCloseTo(expected - baseline, 6);
    expect(contributions.find((c) => c.feature === 'cue.noPriorKnowledge')?.contribution).toBeLessThan(0);
  });
});

describe('level model fitting', () => {
  it('cuts scores into levels with the thresholds (the previous model, kept for comparison)', () => {
    expect([0.2, 1.6, 2.6, 3.6, 4.9].map((score) => levelFromScore(score, [1.5, 2.5, 3.5, 4.5]))).toEqual([1, 2, 3, 4, 5]);
  });

  it('learns a clear signal, ignores noise, and predicts held-out rows', () => {
    const rows = syntheticRows(200);
    const options = { penalty: 1, lexiconMinRows: 0, lexiconPrior: 5 };
    const model = fitLevelModel(rows, options, 'test', 'synthetic');
    const advanced = model.weights['cue.advanced'];
    // The weight on the signal rises from level to level; the noise feature's weights stay small.
    for (let k = 1; k < 5; k += 1) expect(advanced[k] ?? 0).toBeGreaterThan(advanced[k - 1] ?? 0);
    expect((advanced[4] ?? 0) - (advanced[0] ?? 0)).toBeGreaterThan(5);
    for (const w of model.weights['style.length']) expect(Math.abs(w)).toBeLessThan(1);
    const cv = crossValidate(rows, multinomialFitter(options), 5, 1);
    expect(cv.overall.exact).toBeGreaterThan(0.8);
    expect(cv.overall.spearman).toBeGreaterThan(0.9);
    const ridge = crossValidate(rows, ridgeFitter(options), 5, 1);
    expect(ridge.overall.exact).toBeGreaterThan(0.8);
  });

  it('builds a lexicon whose feature is computed leave-one-out', () => {
    const rows = syntheticRows(100).map((r) => ({ ...r, values: { ...r.values, 'cue.advanced': 0 } }));
    const model = fitLevelModel(rows, { penalty: 1, lexiconMinRows: 3, lexiconPrior: 2 }, 'test', 'synthetic');
    expect(model.lexicon.word5).toBeGreaterThan(1);
    expect(model.lexicon.word1).toBeLessThan(-1);
    expect(model.lexicon.common).toBe(0);
    expect(predictRow(row(5, 0, 0, ['word5']), model)).toBe(5);
    expect(predictRow(row(1, 0, 0, ['word1']), model)).toBe(1);
  });

  it('fits a separate part for online-course prose, and scores such text with it', () => {
    // Catalogue rows: the signal raises the level. Online-course rows: the same signal lowers it.
    const rows = syntheticRows(200).map((r, i) => {
      if (i % 2 === 0) return r;
      const level = [1, 3, 4][i % 3] ?? 3;
      return { ...r, level, values: { ...r.values, 'style.onlineCourse': 1, 'cue.advanced': 5 - level + (i % 7) / 10 } };
    });
    const model = fitLevelModel(rows, { penalty: 1, lexiconMinRows: 0, lexiconPrior: 5 }, 'test', 'synthetic');
    expect(model.onlineCourse).toBeDefined();
    const catalogue = row(5, 5.2, 0.5);
    const online = { ...row(1, 4.3, 0.5), values: { ...row(1, 4.3, 0.5).values, 'style.onlineCourse': 1 } };
    expect(predictRow(catalogue, model)).toBe(5);
    expect(predictRow(online, model)).toBe(1);
    // Online-course parts never saw levels 2 and 5.
    const p = levelDistribution({ ...online.values, 'cue.advanced': 2.5 }, model);
    expect((p[1] ?? 0) + (p[4] ?? 0)).toBeLessThan(0.05);
    // The gate's move from the catalogue baseline is style.onlineCourse's contribution; they still add up.
    const { expected, baseline, contributions } = scoreFeatures(online.values, model);
    expect(contributions.map((c) => c.feature)).toEqual(expect.arrayContaining(['cue.advanced', 'style.onlineCourse']));
    expect(contributions.reduce((sum, c) => sum + c.contribution, 0)).toBeCloseTo(expected - baseline, 6);
    expect(fitLevelModel(rows, { penalty: 1, lexiconMinRows: 0, lexiconPrior: 5, separateOnlineCourses: false }, 'test', 'synthetic').onlineCourse).toBeUndefined();
  });

  it('uses only the features it is given', () => {
    const rows = syntheticRows(100);
    const model = fitLevelModel(rows, { penalty: 1, lexiconMinRows: 0, lexiconPrior: 5, features: ['style.length'] }, 'test', 'synthetic');
    expect(model.weights['cue.advanced']).toEqual([0, 0, 0, 0, 0]);
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
    expect(defaultModel.intercepts).toHaveLength(5);
    for (const name of featureNames) expect(defaultModel.weights[name]).toHaveLength(5);
  });
});
