/**
 * The level scale of spec section 3: 0 to 5, each with its exact label. Free of dependencies, so the
 * engine can use it (`@creds/contract/level-scale`) without loading the schemas.
 */
export const levelLabels = {
  0: 'Not provided by AI',
  1: 'Beginner',
  2: 'Novice',
  3: 'Intermediate',
  4: 'Advance',
  5: 'Expert',
} as const;

export type Level = keyof typeof levelLabels;
export type LevelLabel = (typeof levelLabels)[Level];

export const levels = [0, 1, 2, 3, 4, 5] as const satisfies readonly Level[];

export const maxPoints = 5;

export function levelLabel(level: Level): LevelLabel {
  return levelLabels[level];
}

const levelsByLabel = new Map(Object.entries(levelLabels).map(([level, label]) => [label as string, Number(level) as Level]));

/** The level a label names ("Advance" → 4); 0 for a text that is not one of the labels. */
export function levelOfLabel(label: string): Level {
  return levelsByLabel.get(label) ?? 0;
}
