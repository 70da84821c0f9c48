import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { SiteLink, type SiteLinkProps } from '../../../lib/site-navigation';
import { useSessionUser } from '../../../lib/session';

interface AuthAwareLinkProps extends Omit<SiteLinkProps, 'to' | 'children'> {
  /** Where a visitor goes (e.g. /login or /register); a signed-in user goes to /dashboard. */
  guestTo: string;
  guestLabel: ReactNode;
  /** The label for a signed-in user; the guest label when not given. */
  memberLabel?: ReactNode;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A call to action that depends on the session: /dashboard when signed in, otherwise `guestTo`. While the
 * session check runs it shows the visitor's link, the likelier case, so the button never pops in late; a
 * click in that moment waits for the check and then follows the right link, so a signed-in user who
 * clicks at once reaches the dashboard, not the sign-in page (which would send them home).
 */
export function AuthAwareLink({ guestTo, guestLabel, memberLabel, onClick, ...linkProps }: AuthAwareLinkProps) {
  const user = useSessionUser();
  const isSignedIn = Boolean(user);
  const isChecking = user === undefined;
  const link = useRef<HTMLAnchorElement>(null);
  const isWaiting = useRef(false);
  useEffect(() => {
    if (!isWaiting.current || isChecking) return;
    isWaiting.current = false;
    // Rendered with the session's target by now: the click follows it (through the router in the app).
    link.current?.click();
  }, [isChecking]);
  return (
    <SiteLink
      ref={link}
      to={isSignedIn ? '/dashboard' : guestTo}
      data-await-session={isChecking ? '' : undefined}
      onClick={(event) => {
        if (isChecking && isPlainClick(event)) {
          event.preventDefault();
          isWaiting.current = true;
          return;
        }
        onClick?.(event);
      }}
      {...linkProps}
    >
      {isSignedIn ? (memberLabel ?? guestLabel) : guestLabel}
    </SiteLink>
  );
}
