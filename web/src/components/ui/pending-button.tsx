import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { buttonClass } from './button-styles';

type ButtonVariant = Parameters<typeof buttonClass>[0];
type ButtonSize = Parameters<typeof buttonClass>[1];

export interface PendingButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  isPending: boolean;
  /** What the button says while its call runs, e.g. "Signing in…". */
  pendingLabel: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button that shows a spinner and refuses a second click while its call runs. */
export function PendingButton({
  isPending,
  pendingLabel,
  children,
  variant = 'primary',
  size = 'md',
  type = 'submit',
  disabled,
  className,
  ...props
}: PendingButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
      className={`${buttonClass(variant, size)} ${className ?? ''}`}
    >
      {isPending ? (
        <>
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
