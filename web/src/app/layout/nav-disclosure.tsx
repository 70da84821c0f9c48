import { useId, useRef, useState, type ReactNode } from 'react';
import { useSiteLocation } from '../../lib/site-navigation';
import { useDismiss } from '../../lib/use-dismiss';

/**
 * A button that shows and hides a small panel of links: the disclosure pattern that WAI-ARIA recommends
 * for site navigation (an ARIA menu is for application commands, and would turn the links into menu
 * items). The links stay ordinary links, reached with Tab. The panel closes on Escape (focus back on the
 * button), on a click or focus outside, and when the page changes. With `openOnHover` a mouse pointer
 * resting on the whole item opens it too, as visitors expect of a navigation sub-menu.
 */
export function NavDisclosure({
  trigger,
  triggerLabel,
  triggerClass,
  panelClass,
  openOnHover = false,
  className = 'relative',
  before,
  children,
}: {
  trigger: ReactNode;
  /** The button's accessible name when its content is an icon alone. */
  triggerLabel?: string;
  triggerClass: string;
  panelClass: string;
  openOnHover?: boolean;
  className?: string;
  /** Shown before the button inside the hover area (the sub-menu's own page link). */
  before?: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useSiteLocation();
  // Open on the page it was opened on: a new page closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const openedByHover = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useDismiss(container, open, {
    onEscape: () => {
      setOpen(false);
      button.current?.focus();
    },
    onOutside: () => setOpen(false),
  });

  return (
    <div
      ref={container}
      className={className}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onPointerEnter={(event) => {
        if (!openOnHover || event.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (!openOnHover || event.pointerType !== 'mouse' || !openedByHover.current) return;
        openedByHover.current = false;
        setOpen(false);
      }}
    >
      {before}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        data-state={open ? 'open' : 'closed'}
        className={triggerClass}
        onClick={() => {
          // A mouse that opened the panel by resting on it has already done what this click asks.
          if (openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          setOpen(!open);
        }}
      >
        {trigger}
      </button>
      <div id={panelId} hidden={!open} className={panelClass}>
        {children}
      </div>
    </div>
  );
}
