import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every path change starts at the top of the page (spec section 2); query or hash changes do not. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
