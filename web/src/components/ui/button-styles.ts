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
