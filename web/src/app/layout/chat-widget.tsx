import { branding } from '@creds/contract';
import { MessageCircle, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { buttonClass } from '../../components/ui/button-styles';

/**
 * The floating chat button. The chat itself happens in the messaging app: the panel only explains
 * that and links there (the box is inert by design, spec section 2).
 */
export function ChatWidget() {
  return (
    <aside aria-label="Chat with us" className="fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6">
      <Popover.Root>
        <Popover.Trigger
          aria-label="Chat with us"
          className="flex size-14 items-center justify-center rounded-full bg-accent text-white shadow-lg ring-4 ring-white transition-colors hover:bg-accent-dark data-[state=open]:bg-brand"
        >
          <MessageCircle aria-hidden className="size-7" />
        </Popover.Trigger>
        <Popover.Content
          side="top"
          align="end"
          sideOffset={12}
          aria-label="Chat with us"
          className="z-50 w-[min(20rem,calc(100vw-2rem))] overflow-hidden rounded-lg bg-white shadow-2xl ring-1 ring-black/10"
        >
          <div className="flex items-start justify-between gap-3 bg-brand px-4 py-3 text-white">
            <div>
              <p className="font-semibold">Chat with {branding.productName}</p>
              <p className="text-xs text-white/80">{branding.supportHours}</p>
            </div>
            <Popover.Close aria-label="Close chat" className="-m-1 rounded p-1 text-white/85 hover:bg-white/15 hover:text-white">
              <X aria-hidden className="size-5" />
            </Popover.Close>
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
        </Popover.Content>
      </Popover.Root>
    </aside>
  );
}
