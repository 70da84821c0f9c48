import { branding } from '@creds/contract';
import { Mail, MessageCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { BrandMark } from '../../components/brand/brand-mark';
import { buttonClass } from '../../components/ui/button-styles';
import { useSessionUser } from '../../lib/session';
import { SiteLink, SiteNavLink } from '../../lib/site-navigation';
import {
  accountNavigation,
  canUseReviewConsole,
  dashboardLink,
  mainNavigation,
  reviewConsoleLink,
  signOutLink,
  type NavItem,
} from './navigation';

interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the sheet: it gets the focus back when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The mobile menu's sheet (a modal dialog), loaded when the visitor first reaches for the menu button. */
export function MobileMenuSheet({ open, onOpenChange, trigger }: MobileMenuSheetProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-deep/60 xl:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-white shadow-2xl focus:outline-none xl:hidden"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Title className="flex items-center gap-2 font-serif text-xl font-bold text-brand">
              <BrandMark className="size-8" />
              Menu
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-md text-ink-muted hover:bg-surface hover:text-ink"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 px-2 py-3">
            <ul className="space-y-0.5">
              {mainNavigation.map((item) => (
                <li key={item.to}>
                  <MobileNavLink item={item} onNavigate={close} />
                  {item.children ? (
                    <ul className="ml-4 border-l-2 border-line pl-2">
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <MobileNavLink item={child} onNavigate={close} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
            <MobileAccountLinks onNavigate={close} />
          </nav>
          <div className="space-y-2 border-t border-line bg-surface px-4 py-4 text-sm">
            <a
              href={branding.messagingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-2 text-brand hover:underline"
            >
              <MessageCircle aria-hidden className="size-4" />
              Chat on {branding.messagingLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <a href={`mailto:${branding.supportEmail}`} className="flex items-center gap-2 text-brand hover:underline">
              <Mail aria-hidden className="size-4" />
              {branding.supportEmail}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MobileNavLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  return (
    <SiteNavLink
      to={item.to}
      end={item.to === '/'}
      onClick={onNavigate}
      className={({ isActive }) =>
        `block rounded-md px-3 py-2.5 font-medium ${
          isActive ? 'bg-brand-soft text-brand' : 'text-ink hover:bg-surface hover:text-brand'
        }`
      }
    >
      {item.label}
    </SiteNavLink>
  );
}

function MobileAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const user = useSessionUser();
  if (user === undefined) return null;
  if (user === null) {
    return (
      <div className="mt-4 grid grid-cols-2 gap-3 border-t border-line px-2 pt-4">
        <SiteLink to="/login" onClick={onNavigate} className={buttonClass('outline')}>
          Login
        </SiteLink>
        <SiteLink to="/register" onClick={onNavigate} className={buttonClass('accent')}>
          Sign Up
        </SiteLink>
      </div>
    );
  }
  return (
    <ul className="mt-4 space-y-0.5 border-t border-line pt-4">
      {[dashboardLink, ...accountNavigation, ...(canUseReviewConsole(user.role) ? [reviewConsoleLink] : []), signOutLink].map((item) => (
        <li key={item.to}>
          <MobileNavLink item={item} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
