import { branding } from '@creds/contract';
import { ChevronDown, CircleUserRound, LogOut } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { SiteLink, SiteNavLink } from '../../lib/site-navigation';
import { BrandMark } from '../../components/brand/brand-mark';
import { buttonClass } from '../../components/ui/button-styles';
import { useSessionUser } from '../../lib/session';
import { MobileMenu } from './mobile-menu';
import { NavDisclosure } from './nav-disclosure';
import { accountNavigation, canUseReviewConsole, dashboardLink, mainNavigation, reviewConsoleLink, signOutLink, type NavItem } from './navigation';
import { TopBar } from './top-bar';

/**
 * Publishes the sticky header's height as `--header-height` on the document, so that fixed overlays (the
 * notifications) open below it instead of over the menu and account buttons.
 */
function usePublishedHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--header-height', `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [header]);
}

export function SiteHeader() {
  const header = useRef<HTMLElement>(null);
  usePublishedHeight(header);
  return (
    <header ref={header} className="sticky top-0 z-40 shadow-sm">
      <TopBar />
      <div className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 xl:h-20 lg:px-8">
          <HomeLink />
          <nav aria-label="Main" className="hidden xl:block">
            <ul className="flex items-center gap-1 2xl:gap-2">
              {mainNavigation.map((item) => (
                <li key={item.to} className="flex items-center">
                  {item.children ? <NavItemWithSubMenu item={item} /> : <DesktopNavLink item={item} />}
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
    <SiteLink to="/" className="flex shrink-0 items-center gap-2.5 rounded-md">
      <BrandMark className="size-9 xl:size-11" />
      <span className="flex flex-col leading-none">
        <span className="font-serif text-2xl font-bold tracking-tight text-brand xl:text-[1.7rem]">
          {branding.productName}
        </span>
        <span className="mt-1 hidden text-[0.65rem] font-semibold uppercase tracking-[0.18em] text-accent sm:block">
          Evaluation &amp; Accreditation
        </span>
      </span>
    </SiteLink>
  );
}

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `relative whitespace-nowrap rounded-md px-2.5 py-2 text-[0.95rem] font-medium transition-colors after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition-colors hover:text-brand ${
    isActive ? 'text-brand after:bg-accent' : 'text-ink after:bg-transparent'
  }`;

function DesktopNavLink({ item }: { item: NavItem }) {
  return (
    <SiteNavLink to={item.to} end={item.to === '/'} className={desktopLinkClass}>
      {item.label}
    </SiteNavLink>
  );
}

const panelBoxClass = 'min-w-56 rounded-md border border-line bg-white p-1.5 shadow-lg';
const panelLinkClass = 'flex items-start gap-2.5 rounded px-3 py-2 text-sm text-ink hover:bg-brand-soft hover:text-brand focus-visible:bg-brand-soft';
const subMenuTriggerClass =
  '-ml-1.5 rounded-md p-1 text-ink-muted transition-colors hover:text-brand data-[state=open]:text-brand';

/** A main-navigation item with sub-pages (Accreditation): its own link, and a button showing the others. */
function NavItemWithSubMenu({ item }: { item: NavItem }) {
  return (
    <NavDisclosure
      openOnHover
      className="relative flex items-center"
      before={<DesktopNavLink item={item} />}
      trigger={<ChevronDown aria-hidden className="size-4" />}
      triggerLabel={`More ${item.label} pages`}
      triggerClass={subMenuTriggerClass}
      panelClass="absolute left-0 top-full z-50 pt-2"
    >
      <ul className={panelBoxClass}>
        {[{ label: `${item.label} overview`, to: item.to }, ...(item.children ?? [])].map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to} className={panelLinkClass}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </NavDisclosure>
  );
}

function AccountActions() {
  const user = useSessionUser();
  // Nothing while the session check runs, so the header does not flash "Sign In" for a signed-in user.
  if (user === undefined) return <span aria-hidden className="block w-52" />;
  if (user === null) {
    return (
      <>
        <SiteLink to="/login" className={buttonClass('ghost', 'sm')}>
          Sign In
        </SiteLink>
        <SiteLink to="/register" className={buttonClass('accent', 'sm')}>
          Get Started
        </SiteLink>
      </>
    );
  }
  const triggerClass = buttonClass('primary', 'sm');
  return (
    <>
      <SiteLink to={dashboardLink.to} className={buttonClass('outline', 'sm')}>
        {dashboardLink.label}
      </SiteLink>
      <NavDisclosure
        trigger={
          <>
            <CircleUserRound aria-hidden className="size-4" />
            Account
            <ChevronDown aria-hidden className="size-4" />
          </>
        }
        triggerClass={`${triggerClass} data-[state=open]:bg-brand-dark`}
        panelClass="absolute right-0 top-full z-50 pt-2"
      >
        <div className={panelBoxClass}>
          <p className="truncate px-3 pt-1.5 pb-2 text-xs text-ink-muted">
            Signed in as <span className="font-semibold text-ink">{user.username}</span>
          </p>
          <ul>
            {[...accountNavigation, ...(canUseReviewConsole(user.role) ? [reviewConsoleLink] : [])].map((link) => (
              <li key={link.to}>
                {/* The link is named by its label; the line under it describes it. */}
                <SiteLink to={link.to} className={panelLinkClass} aria-describedby={link.description ? `account-link-${link.label}` : undefined}>
                  <span className="flex flex-col">
                    <span className="font-medium">{link.label}</span>
                    {link.description ? (
                      <span id={`account-link-${link.label}`} aria-hidden className="text-xs text-ink-muted">
                        {link.description}
                      </span>
                    ) : null}
                  </span>
                </SiteLink>
              </li>
            ))}
          </ul>
          <hr className="my-1 border-line" />
          <SiteLink to={signOutLink.to} className={panelLinkClass}>
            <LogOut aria-hidden className="mt-0.5 size-4" />
            {signOutLink.label}
          </SiteLink>
        </div>
      </NavDisclosure>
    </>
  );
}
