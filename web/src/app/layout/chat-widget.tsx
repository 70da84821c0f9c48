import { branding } from '@creds/contract';
import { MessageCircle, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { useDismiss } from '../../lib/use-dismiss';

/**
 * The floating chat button. The chat itself happens in the messaging app: the panel only explains
 * that and links there (the box is inert by design, spec section 2). A small non-modal dialog: it takes
 * the focus when it opens, and closes on its close button, Escape or a press outside, giving the focus
 * back to the button.
 */
export function ChatWidget() {
  const [isOpen, setOpen] = useState(false);
  const widget = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const closeAndRefocus = () => {
    setOpen(false);
    button.current?.focus();
  };
  useEffect(() => {
    if (isOpen) panel.current?.focus();
  }, [isOpen]);
  useDismiss(widget, isOpen, { onEscape: closeAndRefocus, onOutside: () => setOpen(false) });

  return (
    <aside ref={widget} aria-label="Chat with us" className="fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6">
      {isOpen ? (
        <div
          ref={panel}
          role="dialog"
          aria-label="Chat with us"
          tabIndex={-1}
          className="absolute right-0 bottom-full z-50 mb-3 w-[min(20rem,calc(100vw-2rem))] overflow-hidden rounded-lg bg-white shadow-2xl ring-1 ring-black/10 focus:outline-none"
        >
          <div className="flex items-start justify-between gap-3 bg-brand px-4 py-3 text-white">
            <div>
              <p className="font-semibold">Chat with {branding.productName}</p>
              <p className="text-xs text-white/80">{branding.supportHours}</p>
            </div>
            <button
              type="button"
              aria-label="Close chat"
              onClick={closeAndRefocus}
              className="-m-1 rounded p-1 text-white/85 hover:bg-white/15 hover:text-white"
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
          <div className="space-y-4 px-4 py-4 text-sm text-ink">
            <p>
              Our support team answers your questions on {branding.messagingLabel}. Start a conversation there and we
              will reply as soon as we can.
            </p>
            <a
              href={branding.messagingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonClass('primary')} w-full`}
            >
              <MessageCircle aria-hidden className="size-4" />
              Open {branding.messagingLabel} chat
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      ) : null}
      <button
        ref={button}
        type="button"
        aria-label="Chat with us"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen(!isOpen)}
        className={`flex size-14 items-center justify-center rounded-full text-white shadow-lg ring-4 ring-white transition-colors ${
          isOpen ? 'bg-brand' : 'bg-accent hover:bg-accent-dark'
        }`}
      >
        <MessageCircle aria-hidden className="size-7" />
      </button>
    </aside>
  );
}
