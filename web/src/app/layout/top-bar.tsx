import { branding } from '@creds/contract';
import { Clock, Mail, MessageCircle } from 'lucide-react';

/** The thin strip above the header: messaging app and support mail. */
export function TopBar() {
  return (
    <div className="bg-brand-deep text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-x-4 px-4 py-2 text-xs sm:px-6 sm:text-sm lg:px-8">
        <a
          href={branding.messagingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 rounded hover:underline"
        >
          <MessageCircle aria-hidden className="size-4 shrink-0" />
          <span>
            Chat on {branding.messagingLabel}
            <span className="sr-only"> (opens in a new tab)</span>
          </span>
        </a>
        <p className="hidden items-center gap-1.5 text-white/80 lg:inline-flex">
          <Clock aria-hidden className="size-4 shrink-0" />
          Support: {branding.supportHours}
        </p>
        <a href={`mailto:${branding.supportEmail}`} className="inline-flex min-w-0 items-center gap-1.5 rounded hover:underline">
          <Mail aria-hidden className="size-4 shrink-0" />
          <span className="sr-only">Email support: </span>
          <span className="truncate">{branding.supportEmail}</span>
        </a>
      </div>
    </div>
  );
}
