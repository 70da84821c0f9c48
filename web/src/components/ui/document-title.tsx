import { branding } from '@creds/contract';

/** The browser tab's title for an app page ("Sign in | Creds"), hoisted to <head> by React. */
export function DocumentTitle({ children }: { children: string }) {
  return <title>{`${children} | ${branding.productName}`}</title>;
}
