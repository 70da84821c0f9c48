import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { renderApp } from '../../test/render-app';

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('mobile menu', () => {
  it('shows the navigation with Login and Sign Up for a visitor', async () => {
    renderApp({ path: '/somewhere' });
    const menu = await openMenu();

    const nav = within(menu).getByRole('navigation', { name: 'Mobile' });
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about-us'],
      ['Accreditation', '/accreditation'],
      ['Accredited Institutes', '/accredited-institutions'],
      ['Fees', '/fees'],
      ['FAQ', '/faq'],
      ['Blogs', '/blogs'],
      ['User Guide', '/user-guide'],
      ['Login', '/login'],
      ['Sign Up', '/register'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('closes when the route changes', async () => {
    const { router } = renderApp({ path: '/somewhere' });
    await openMenu();

    await act(() => router.navigate('/elsewhere'));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link in it is followed, and opens again afterwards', async () => {
    const { router } = renderApp({ path: '/somewhere' });
    const menu = await openMenu();

    await userEvent.click(within(menu).getByRole('link', { name: 'FAQ' }));
    expect(router.state.location.pathname).toBe('/faq');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the account pages and Sign Out to a signed-in user', async () => {
    renderApp({ path: '/somewhere', user: buildUser({ username: 'ada', email: 'ada@example.com' }) });
    const menu = await openMenu();

    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['History', '/history'],
      ['Settings', '/settings'],
      ['Sign Out', '/logout'],
    ]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});
