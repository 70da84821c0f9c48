/** A labelled progress bar (0 to 1); without a value it shows work going on for an unknown time. */
export function ProgressBar({ label, value }: { label: string; value?: number | undefined }) {
  const percent = value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2.5 w-full overflow-hidden rounded-full bg-brand-soft ring-1 ring-brand/10"
    >
      <div
        className={`h-full rounded-full bg-brand transition-[width] duration-200 ${percent === undefined ? 'w-1/3 animate-pulse' : ''}`}
        style={percent === undefined ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
