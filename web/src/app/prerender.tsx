import { renderToString } from 'react-dom/server';
import { findPublicPage, publicPages } from './public-pages';
import { PublicSiteShell } from './public-site-shell';

export { publicPages };

/** A public page's markup, as the browser's first render will produce it (see PublicSiteShell). */
export async function renderPublicPage(path: string): Promise<string> {
  const page = findPublicPage(path);
  if (!page) throw new Error(`${path} is not a public page`);
  const Page = await page.load();
  return renderToString(
    <PublicSiteShell pathname={path}>
      <Page />
    </PublicSiteShell>,
  );
}
