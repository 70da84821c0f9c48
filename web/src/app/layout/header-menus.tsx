import type { CurrentUser } from '@creds/contract';
import { ChevronDown, CircleUserRound, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { SiteLink } from '../../lib/site-navigation';
import { accountNavigation, canUseReviewConsole, reviewConsoleLink, signOutLink, type NavItem } from './navigation';

/**
 * The header's drop-down menus, loaded when the visitor first reaches for one (site-header.tsx shows a
 * plain button until then). `defaultOpen`: the button was pressed before this code arrived.
 * `focusTrigger`: it had the keyboard focus, which stays on the menu's button.
 */
interface LoadedMenuProps {
  defaultOpen: boolean;
  focusTrigger: boolean;
}

const menuContentClass = 'z-50 min-w-56 rounded-md border border-line bg-white p-1.5 shadow-lg';
const menuItemClass =
  'flex cursor-pointer items-start gap-2.5 rounded px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand';

function useFocusOnMount(focus: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
    // Only when the menu replaces its placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

export function SubMenuDropdown({ item, triggerClass, defaultOpen, focusTrigger }: LoadedMenuProps & { item: NavItem; triggerClass: string }) {
  const triggerRef = useFocusOnMount(focusTrigger && !defaultOpen);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} aria-label={`More ${item.label} pages`} className={triggerClass}>
        <ChevronDown aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={10} className={menuContentClass}>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <SiteLink to={item.to}>{item.label} overview</SiteLink>
          </DropdownMenu.Item>
          {item.children?.map((child) => (
            <DropdownMenu.Item key={child.to} asChild className={menuItemClass}>
              <SiteLink to={child.to}>{child.label}</SiteLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function AccountDropdown({ user, triggerClass, defaultOpen, focusTrigger }: LoadedMenuProps & { user: CurrentUser; triggerClass: string }) {
  const triggerRef = useFocusOnMount(focusTrigger && !defaultOpen);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} className={`${triggerClass} data-[state=open]:bg-brand-dark`}>
        <CircleUserRound aria-hidden className="size-4" />
        Account
        <ChevronDown aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClass}>
          <DropdownMenu.Label className="truncate px-3 pt-1.5 pb-2 text-xs text-ink-muted">
            Signed in as <span className="font-semibold text-ink">{user.username}</span>
          </DropdownMenu.Label>
          {[...accountNavigation, ...(canUseReviewConsole(user.role) ? [reviewConsoleLink] : [])].map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={menuItemClass}>
              <SiteLink to={link.to}>
                <span className="flex flex-col">
                  <span className="font-medium">{link.label}</span>
                  {link.description ? <span className="text-xs text-ink-muted">{link.description}</span> : null}
                </span>
              </SiteLink>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={menuItemClass}>
            <SiteLink to={signOutLink.to}>
              <LogOut aria-hidden className="mt-0.5 size-4" />
              {signOutLink.label}
            </SiteLink>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
