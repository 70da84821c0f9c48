import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While `isOpen`, calls `onEscape` on the Escape key and `onOutside` on a press outside `container`:
 * how the header's menus and the chat panel close.
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  isOpen: boolean,
  { onEscape, onOutside }: { onEscape: () => void; onOutside: () => void },
): void {
  const escape = useEffectEvent(onEscape);
  const outside = useEffectEvent(onOutside);
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escape();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) outside();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, container]);
}
