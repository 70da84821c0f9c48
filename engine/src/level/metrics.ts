/** Agreement figures between predicted and true levels (1 to 5). */
export interface AgreementFigures {
  rows: number;
  /** Share predicted exactly. */
  exact: number;
  /** Share predicted within one level. */
  withinOne: number;
  meanAbsoluteError: number;
  spearman: number;
  /** confusion[truth - 1][predicted - 1], levels 1 to 5. */
  confusion: number[][];
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length).fill(0);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.value === order[i]?.value) j += 1;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k += 1) {
      const entry = order[k];
      if (entry) result[entry.index] = rank;
    }
    i = j + 1;
  }
  return result;
}

/** Pearson correlation; 0 when either side is constant. */
export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  if (n === 0) return 0;
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < n; i += 1) {
    meanA += a[i] ?? 0;
    meanB += b[i] ?? 0;
  }
  meanA /= n;
  meanB /= n;
  let cov = 0;
  let varA = 0;
  let varB = 0;
  for (let i = 0; i < n; i += 1) {
    const da = (a[i] ?? 0) - meanA;
    const db = (b[i] ?? 0) - meanB;
    cov += da * db;
    varA += da * da;
    varB += db * db;
  }
  return varA === 0 || varB === 0 ? 0 : cov / Math.sqrt(varA * varB);
}

/** Spearman rank correlation (average ranks for ties). */
export function spearman(a: readonly number[], b: readonly number[]): number {
  return pearson(ranks(a), ranks(b));
}

/** Exact and within-one agreement, mean absolute error, Spearman and the 5×5 confusion matrix. */
export function agreement(truth: readonly number[], predicted: readonly number[]): AgreementFigures {
  const confusion = Array.from({ length: 5 }, () => new Array<number>(5).fill(0));
  let exact = 0;
  let withinOne = 0;
  let absolute = 0;
  truth.forEach((level, i) => {
    const guess = predicted[i] ?? 0;
    const diff = Math.abs(level - guess);
    if (diff === 0) exact += 1;
    if (diff <= 1) withinOne += 1;
    absolute += diff;
    const row = confusion[level - 1];
    if (row && guess >= 1 && guess <= 5) row[guess - 1] = (row[guess - 1] ?? 0) + 1;
  });
  const n = Math.max(1, truth.length);
  return {
    rows: truth.length,
    exact: exact / n,
    withinOne: withinOne / n,
    meanAbsoluteError: absolute / n,
    spearman: spearman(truth, predicted),
    confusion,
  };
}
