import { branding } from '@creds/contract';
import { ChevronDown, CircleUserRound } from 'lucide-react';
import { useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { SiteLink, SiteNavLink } from '../../lib/site-navigation';
import { BrandMark } from '../../components/brand/brand-mark';
import { buttonClass } from '../../components/ui/button-styles';
import { useSessionUser } from '../../lib/session';
import { useOnDemand } from '../../lib/use-on-demand';
import { MobileMenu } from './mobile-menu';
import { dashboardLink, mainNavigation, type NavItem } from './navigation';
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
      <span className="sr-only">, home</span>
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

const loadMenus = () => import('./header-menus');

/**
 * A menu button whose menu (Radix, with its keyboard handling and positioning) loads on the first sign of
 * interest: until then a plain button of the same look and name, so a visitor who never opens a menu
 * never downloads one. Pressed before the code arrives, the menu opens as it does.
 */
function OnDemandMenu({
  placeholder,
  render,
}: {
  placeholder: (props: ButtonHTMLAttributes<HTMLButtonElement>) => ReactNode;
  render: (menus: Awaited<ReturnType<typeof loadMenus>>, state: { defaultOpen: boolean; focusTrigger: boolean }) => ReactNode;
}) {
  const [menus, request] = useOnDemand(loadMenus);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  if (menus) return render(menus, { defaultOpen: pressed, focusTrigger: focused });
  return placeholder({
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: request,
    onFocus: () => {
      setFocused(true);
      request();
    },
    onBlur: () => setFocused(false),
    onClick: () => {
      setPressed(true);
      request();
    },
  });
}

const subMenuTriggerClass =
  '-ml-1.5 rounded-md p-1 text-ink-muted transition-colors hover:text-brand data-[state=open]:text-brand';

function SubMenu({ item }: { item: NavItem }) {
  return (
    <OnDemandMenu
      placeholder={(props) => (
        <button {...props} aria-label={`More ${item.label} pages`} className={subMenuTriggerClass}>
          <ChevronDown aria-hidden className="size-4" />
        </button>
      )}
      render={(menus, state) => <menus.SubMenuDropdown item={item} triggerClass={subMenuTriggerClass} {...state} />}
    />
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
      <OnDemandMenu
        placeholder={(props) => (
          <button {...props} className={triggerClass}>
            <CircleUserRound aria-hidden className="size-4" />
            Account
            <ChevronDown aria-hidden className="size-4" />
          </button>
        )}
        render={(menus, state) => <menus.AccountDropdown user={user} triggerClass={triggerClass} {...state} />}
      />
    </>
  );
}
