import type { KeyboardEvent } from 'react';

type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'inverse';
type ButtonSize = 'sm' | 'md';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  accent: 'bg-accent text-white hover:bg-accent-dark',
  outline: 'border border-brand text-brand hover:bg-brand-soft',
  ghost: 'text-brand hover:bg-brand-soft',
  inverse: 'bg-white text-brand hover:bg-brand-soft',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm sm:text-base',
};

/** Classes for a button or a link styled as one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

/**
 * For a link the spec calls a button ("Go to Dashboard", "Explore Guide"…): it keeps its href, so it
 * works before any script runs and opens in a new tab on a middle click, and takes the button role, so
 * it is announced and found as the spec names it. Space presses it, as it presses a button.
 */
export const linkAsButton = {
  role: 'button',
  onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  },
} as const;
