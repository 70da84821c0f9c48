/** The site's links (spec section 2, "Header, top bar, footer"). Paths of pages not built yet show not-found. */
export interface NavItem {
  label: string;
  to: string;
  description?: string;
  children?: readonly NavItem[];
}

export const mainNavigation: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about-us' },
  {
    label: 'Accreditation',
    to: '/accreditation',
    children: [{ label: 'Accredited Institutes', to: '/accredited-institutions' }],
  },
  { label: 'Fees', to: '/fees' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'User Guide', to: '/user-guide' },
];

export const dashboardLink: NavItem = { label: 'Dashboard', to: '/dashboard' };

export const accountNavigation: readonly NavItem[] = [
  { label: 'History', to: '/history', description: 'Your verification history' },
  { label: 'Settings', to: '/settings', description: 'Your personal information' },
];

export const signOutLink: NavItem = { label: 'Sign Out', to: '/logout' };

/** Shown to reviewers and admins only. */
export const reviewConsoleLink: NavItem = { label: 'Review console', to: '/admin', description: 'Review evaluations, manage the site' };

export function canUseReviewConsole(role: string | undefined): boolean {
  return role === 'reviewer' || role === 'admin';
}

export const footerNavigation: readonly { heading: string; links: readonly NavItem[] }[] = [
  {
    heading: 'Explore',
    links: [
      { label: 'About Us', to: '/about-us' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Fees', to: '/fees' },
      { label: 'Our Vision', to: '/vision' },
      { label: 'Branding', to: '/branding' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Terms and Conditions', to: '/terms' },
      { label: 'Privacy Policy', to: '/Privacy-Policy' },
    ],
  },
];
