import type { Level } from '@creds/contract';

/**
 * A colour per level (the spec gives none). Each keeps at least 4.5:1 against white, so it can carry
 * text as well as a swatch; the label always goes with it, so colour is never the only cue.
 */
export const levelColors: Record<Level, string> = {
  0: '#5b6473',
  1: '#0e7490',
  2: '#15803d',
  3: '#a16207',
  4: '#c2410c',
  5: '#7e22ce',
};
