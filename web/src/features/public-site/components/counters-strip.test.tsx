import { timing } from '@creds/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counters } from '../../../content/home';
import { CountersStrip } from './counters-strip';

const finalValues = ['50000+', '15000+', '900+', '10000+'];

/** The digits that count: drawn by CSS from `data-value`, so they are no text of the page. */
const countingValues = () => [...document.querySelectorAll('[data-counter]')].map((digits) => digits.getAttribute('data-value'));

let scrollIntoView: () => void;
let observerCount: number;

function stubMotionPreference(prefersReducedMotion: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: prefersReducedMotion && query === '(prefers-reduced-motion: reduce)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  observerCount = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(onChange: (entries: { isIntersecting: boolean }[]) => void) {
        observerCount += 1;
        scrollIntoView = () => onChange([{ isIntersecting: true }]);
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe('counters strip', () => {
  it('has each final value once, as text that screen readers read', () => {
    stubMotionPreference(false);
    render(<CountersStrip counters={counters} label="Our figures" />);

    const figures = screen.getByLabelText('Our figures');
    for (const value of finalValues) {
      // getBy… throws on a second match: the counting digits are not a second copy of the text.
      const figure = screen.getByText(value);
      expect(figure.closest('[aria-hidden="true"]')).toBeNull();
      expect(figures).toContainElement(figure);
    }
    expect(figures).toHaveTextContent(/^Evaluations completed\s*50000\+/);
    for (const digits of document.querySelectorAll('[data-counter]')) {
      expect(digits).toHaveAttribute('aria-hidden', 'true');
      expect(digits).toBeEmptyDOMElement();
    }
  });

  it('counts from 0 to the final values over 2 s once scrolled into view', async () => {
    stubMotionPreference(false);
    vi.useFakeTimers();
    render(<CountersStrip counters={counters} label="Our figures" />);
    expect(countingValues()).toEqual(['0+', '0+', '0+', '0+']);

    act(() => scrollIntoView());
    await act(() => vi.advanceTimersByTimeAsync(timing.counterAnimationMs / 2));
    const halfway = countingValues().map((value) => Number.parseInt(value ?? '', 10));
    for (const [index, value] of halfway.entries()) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(counters[index]!.value);
    }

    await act(() => vi.advanceTimersByTimeAsync(timing.counterAnimationMs / 2 + 100));
    expect(countingValues()).toEqual(finalValues);
  });

  it('does not count under reduced motion: CSS shows the final values instead', () => {
    stubMotionPreference(true);
    render(<CountersStrip counters={counters} label="Our figures" />);

    expect(observerCount).toBe(0);
    for (const value of finalValues) expect(screen.getByText(value)).toBeInTheDocument();
    for (const digits of document.querySelectorAll('[data-counter]')) expect(digits).toHaveClass('motion-reduce:hidden');
  });
});
