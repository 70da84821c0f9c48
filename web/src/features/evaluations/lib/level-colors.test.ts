import { levels } from '@creds/contract';
import { describe, expect, it } from 'vitest';
import { levelColors } from './level-colors';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

// The level labels are written in their colour on white cards and on the pale surface (index.css --color-surface).
const backgrounds = { white: '#ffffff', surface: '#f6f7fb' };

describe('level colours', () => {
  it('give every level its own colour', () => {
    expect(new Set(levels.map((level) => levelColors[level].toLowerCase())).size).toBe(levels.length);
  });

  it.each(levels)('level %i reads at 4.5:1 or more as text on white and on the surface', (level) => {
    for (const background of Object.values(backgrounds)) {
      expect(contrast(levelColors[level], background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
