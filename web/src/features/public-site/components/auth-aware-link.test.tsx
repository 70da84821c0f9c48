import type { CurrentUser } from '@creds/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionUserContext } from '../../../lib/session';
import { SiteNavigationProvider, type SiteLinkProps } from '../../../lib/site-navigation';
import { AuthAwareLink } from './auth-aware-link';

const member: CurrentUser = { id: 'u1', username: 'Ada Lovelace', email: 'ada@example.com', role: 'user' } as CurrentUser;

function renderLink(user: CurrentUser | null | undefined, navigate: (to: string) => void) {
  // A router's link: follows its `to` on a click nobody prevented.
  const Link = ({ to, ...props }: SiteLinkProps) => (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) navigate(to);
        event.preventDefault();
      }}
    />
  );
  const tree = (value: CurrentUser | null | undefined) => (
    <SessionUserContext value={value}>
      <SiteNavigationProvider value={{ pathname: '/', hash: '', Link }}>
        <AuthAwareLink guestTo="/login" guestLabel="Unlock Your Potential" />
      </SiteNavigationProvider>
    </SessionUserContext>
  );
  const view = render(tree(user));
  return { answer: (value: CurrentUser | null) => view.rerender(tree(value)) };
}

describe('a call to action that depends on the session', () => {
  it('clicked while the session check runs, waits for it and goes to the dashboard of a signed-in user', async () => {
    const navigate = vi.fn();
    const session = renderLink(undefined, navigate);
    const link = screen.getByRole('link', { name: 'Unlock Your Potential' });
    expect(link).toHaveAttribute('href', '/login');
    await userEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
    session.answer(member);
    expect(navigate.mock.calls).toEqual([['/dashboard']]);
    expect(link).not.toHaveAttribute('data-await-session');
  });

  it('clicked while the session check runs, goes to the visitor\'s page when nobody is signed in', async () => {
    const navigate = vi.fn();
    const session = renderLink(undefined, navigate);
    await userEvent.click(screen.getByRole('link', { name: 'Unlock Your Potential' }));
    session.answer(null);
    expect(navigate.mock.calls).toEqual([['/login']]);
  });

  it('once the session is known, goes straight to its page', async () => {
    const navigate = vi.fn();
    renderLink(member, navigate);
    await userEvent.click(screen.getByRole('link', { name: 'Unlock Your Potential' }));
    expect(navigate.mock.calls).toEqual([['/dashboard']]);
  });
});
