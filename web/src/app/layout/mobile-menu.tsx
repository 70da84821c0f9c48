import { Menu } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSiteLocation } from '../../lib/site-navigation';
import { useOnDemand } from '../../lib/use-on-demand';

const loadSheet = () => import('./mobile-menu-sheet');

/**
 * The navigation below the desktop breakpoint: a button, and a sheet that closes whenever the route
 * changes. The sheet's code loads on the first sign of interest in the button (touch, pointer, focus).
 */
export function MobileMenu() {
  const { pathname } = useSiteLocation();
  const [isOpen, setOpen] = useState(false);
  const [openedOnPath, setOpenedOnPath] = useState(pathname);
  const [sheet, requestSheet] = useOnDemand(loadSheet);
  const trigger = useRef<HTMLButtonElement>(null);
  // Closing during render (not in an effect) so the old menu never paints over the new page.
  if (pathname !== openedOnPath) {
    setOpenedOnPath(pathname);
    setOpen(false);
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={requestSheet}
        onFocus={requestSheet}
        onClick={() => {
          requestSheet();
          setOpen(true);
        }}
        className="-mr-2 inline-flex size-11 items-center justify-center rounded-md text-brand hover:bg-brand-soft xl:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </button>
      {sheet ? <sheet.MobileMenuSheet open={isOpen} onOpenChange={setOpen} trigger={trigger} /> : null}
    </>
  );
}
