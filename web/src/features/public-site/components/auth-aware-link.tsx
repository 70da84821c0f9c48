import type { ReactNode } from 'react';
import { SiteLink, type SiteLinkProps } from '../../../lib/site-navigation';
import { useSessionUser } from '../../../lib/session';

interface AuthAwareLinkProps extends Omit<SiteLinkProps, 'to' | 'children'> {
  /** Where a visitor goes (e.g. /login or /register); a signed-in user goes to /dashboard. */
  guestTo: string;
  guestLabel: ReactNode;
  /** The label for a signed-in user; the guest label when not given. */
  memberLabel?: ReactNode;
}

/**
 * A call to action that depends on the session: /dashboard when signed in, otherwise `guestTo`. While the
 * session check runs it shows the visitor's link, the likelier case, so the button never pops in late.
 */
export function AuthAwareLink({ guestTo, guestLabel, memberLabel, ...linkProps }: AuthAwareLinkProps) {
  const isSignedIn = Boolean(useSessionUser());
  return (
    <SiteLink to={isSignedIn ? '/dashboard' : guestTo} {...linkProps}>
      {isSignedIn ? (memberLabel ?? guestLabel) : guestLabel}
    </SiteLink>
  );
}
