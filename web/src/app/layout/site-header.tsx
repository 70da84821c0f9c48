import { branding } from '@creds/contract';
import { ChevronDown, CircleUserRound, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '../../components/brand/brand-mark';
import { buttonClass } from '../../components/ui/button-styles';
import { useCurrentUser } from '../../lib/auth';
import { MobileMenu } from './mobile-menu';
import {
  accountNavigation,
  canUseReviewConsole,
  dashboardLink,
  mainNavigation,
  reviewConsoleLink,
  signOutLink,
  type NavItem,
} from './navigation';
import { TopBar } from './top-bar';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 shadow-sm">
      <TopBar />
      <div className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 xl:h-20 lg:px-8">
          <HomeLink />
          <nav aria-label="Main" className="hidden xl:block">
            <ul className="flex items-center gap-1 2xl:gap-2">
              {mainNavigation.map((item) => (
                <li key={item.to} className="flex items-center">
                  <DesktopNavLink item={item} />
                  {item.children ? <SubMenu item={item} /> : null}
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden items-center gap-2 xl:flex">
            <AccountActions />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

function HomeLink() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-md">
      <BrandMark className="size-9 xl:size-11" />
      <span className="flex flex-col leading-none">
        <span className="font-serif text-2xl font-bold tracking-tight text-brand xl:text-[1.7rem]">
          {branding.productName}
        </span>
        <span className="mt-1 hidden text-[0.65rem] font-semibold uppercase tracking-[0.18em] text-accent sm:block">
          Evaluation &amp; Accreditation
        </span>
      </span>
      <span className="sr-only">, home</span>
    </Link>
  );
}

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `relative whitespace-nowrap rounded-md px-2.5 py-2 text-[0.95rem] font-medium transition-colors after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition-colors hover:text-brand ${
    isActive ? 'text-brand after:bg-accent' : 'text-ink after:bg-transparent'
  }`;

function DesktopNavLink({ item }: { item: NavItem }) {
  return (
    <NavLink to={item.to} end={item.to === '/'} className={desktopLinkClass}>
      {item.label}
    </NavLink>
  );
}

const menuContentClass =
  'z-50 min-w-56 rounded-md border border-line bg-white p-1.5 shadow-lg';
const menuItemClass =
  'flex cursor-pointer items-start gap-2.5 rounded px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand';

function SubMenu({ item }: { item: NavItem }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`More ${item.label} pages`}
        className="-ml-1.5 rounded-md p-1 text-ink-muted transition-colors hover:text-brand data-[state=open]:text-brand"
      >
        <ChevronDown aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={10} className={menuContentClass}>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to={item.to}>{item.label} overview</Link>
          </DropdownMenu.Item>
          {item.children?.map((child) => (
            <DropdownMenu.Item key={child.to} asChild className={menuItemClass}>
              <Link to={child.to}>{child.label}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function AccountActions() {
  const user = useCurrentUser();
  // Nothing while the session check runs, so the header does not flash "Sign In" for a signed-in user.
  if (user === undefined) return <span aria-hidden className="block w-52" />;
  if (user === null) {
    return (
      <>
        <Link to="/login" className={buttonClass('ghost', 'sm')}>
          Sign In
        </Link>
        <Link to="/register" className={buttonClass('accent', 'sm')}>
          Get Started
        </Link>
      </>
    );
  }
  return (
    <>
      <Link to={dashboardLink.to} className={buttonClass('outline', 'sm')}>
        {dashboardLink.label}
      </Link>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={`${buttonClass('primary', 'sm')} data-[state=open]:bg-brand-dark`}>
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
                <Link to={link.to}>
                  <span className="flex flex-col">
                    <span className="font-medium">{link.label}</span>
                    {link.description ? <span className="text-xs text-ink-muted">{link.description}</span> : null}
                  </span>
                </Link>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to={signOutLink.to}>
                <LogOut aria-hidden className="mt-0.5 size-4" />
                {signOutLink.label}
              </Link>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
