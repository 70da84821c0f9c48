import { z } from 'zod';
import { levelLabels, levels, type LevelLabel } from './level-scale.js';

export { levelLabels, levels, maxPoints, levelLabel, levelOfLabel, type Level, type LevelLabel } from './level-scale.js';

export const levelSchema = z.union(levels.map((level) => z.literal(level)));
export const levelLabelSchema = z.enum(Object.values(levelLabels) as [LevelLabel, ...LevelLabel[]]);
