import { LoaderCircle } from 'lucide-react';

/** A centred spinner with a label for screen readers. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-64 items-center justify-center py-16">
      <LoaderCircle aria-hidden className="size-10 animate-spin text-brand" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
