import { z } from 'zod';

/** The level scale of spec section 3: 0 to 5, each with its exact label. */
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
export const levelSchema = z.union(levels.map((level) => z.literal(level)));
export const levelLabelSchema = z.enum(Object.values(levelLabels) as [LevelLabel, ...LevelLabel[]]);

export const maxPoints = 5;

export function levelLabel(level: Level): LevelLabel {
  return levelLabels[level];
}
