import { branding, formatPostalAddress } from '@creds/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { openHeaderMenu, renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('layout', () => {
  it('has the landmarks and a skip link to the main content', () => {
    renderApp({ path: '/somewhere' });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  it('links the messaging app and the support mailbox in the top bar', () => {
    renderApp({ path: '/somewhere' });
    const banner = screen.getByRole('banner');

    expect(within(banner).getByRole('link', { name: /Chat on/ })).toHaveAttribute('href', branding.messagingUrl);
    expect(within(banner).getByRole('link', { name: /Email support/ })).toHaveAttribute(
      'href',
      `mailto:${branding.supportEmail}`,
    );
  });

  it('shows Sign In and Get Started to a visitor', () => {
    renderApp({ path: '/somewhere' });
    const banner = screen.getByRole('banner');

    expect(within(banner).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(within(banner).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /Account/ })).not.toBeInTheDocument();
  });

  it('shows neither while the session check runs', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<never>(() => {})));
    renderApp({ path: '/somewhere', user: 'checking' });
    const banner = screen.getByRole('banner');

    expect(within(banner).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows Dashboard and the Account menu to a signed-in user', async () => {
    renderApp({ path: '/somewhere', user: buildUser({ username: 'ada', email: 'ada@example.com' }) });
    const nav = within(screen.getByRole('banner'));

    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(nav.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    const menu = await openHeaderMenu('Account');
    // Named by their labels alone; the line under each describes it.
    const history = within(menu).getByRole('link', { name: 'History' });
    expect(history).toHaveAttribute('href', '/history');
    expect(history).toHaveAccessibleDescription('Your verification history');
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAccessibleDescription('Your personal information');
    expect(within(menu).getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/logout');
  });

  it('closes the Account menu on Escape (focus back on its button) and when a link in it is followed', async () => {
    const { router } = renderApp({ path: '/somewhere', user: buildUser() });
    const button = screen.getByRole('button', { name: 'Account' });

    const menu = await openHeaderMenu('Account');
    expect(menu).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();

    await userEvent.click(within(await openHeaderMenu('Account')).getByRole('link', { name: /Settings/ }));
    expect(router.state.location.pathname).toBe('/settings');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('has the spec navigation, with Accredited Institutes under Accreditation', async () => {
    renderApp({ path: '/somewhere' });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));

    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about-us'],
      ['Accreditation', '/accreditation'],
      ['Fees', '/fees'],
      ['FAQ', '/faq'],
      ['Blogs', '/blogs'],
      ['User Guide', '/user-guide'],
    ]);

    expect(within(await openHeaderMenu('More Accreditation pages')).getByRole('link', { name: 'Accredited Institutes' })).toHaveAttribute(
      'href',
      '/accredited-institutions',
    );
  });

  it('has the footer links, social links, badges and contact details from the branding', () => {
    renderApp({ path: '/somewhere' });
    const footer = within(screen.getByRole('contentinfo'));

    const footerNav = within(footer.getByRole('navigation', { name: 'Footer' }));
    expect(footerNav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/about-us',
      '/faq',
      '/fees',
      '/vision',
      '/branding',
      '/terms',
      '/Privacy-Policy',
    ]);
    for (const network of branding.social) {
      expect(footer.getByRole('link', { name: new RegExp(`on ${network.name}`) })).toHaveAttribute('href', network.url);
    }
    expect(footer.getByRole('list', { name: 'Accreditation badges' })).toBeInTheDocument();
    expect(footer.getByText(formatPostalAddress())).toBeInTheDocument();
    expect(footer.getByText(branding.phone)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: branding.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${branding.supportEmail}`,
    );
  });

  it('opens the chat panel with a note and the messaging link, nothing to type in', async () => {
    renderApp({ path: '/somewhere' });

    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    const panel = screen.getByRole('dialog', { name: 'Chat with us' });
    expect(within(panel).getByRole('link', { name: /Open .* chat/ })).toHaveAttribute('href', branding.messagingUrl);
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
