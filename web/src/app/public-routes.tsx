import type { RouteObject } from 'react-router';
import { blogPosts, loadBlogBody } from '../content/blog';
import { PageLoading } from '../features/public-site/components/page-loading';
import { publicPages } from './public-pages';
import type { BlogArticleData } from './routes/blog-article';
import { withAliases } from './route-aliases';

/**
 * The public site (issue 9) inside the app's router. Every page is its own chunk, loaded with its route,
 * so a page carries only what it shows.
 */
const pages: RouteObject[] = [
  ...publicPages.flatMap(({ path, aliases, load }) => withAliases({ path, lazy: async () => ({ Component: await load() }) }, aliases)),
  ...blogPosts.flatMap((post) =>
    withAliases({
      path: post.path,
      // The article's text loads beside the page's code, not after it.
      loader: async (): Promise<BlogArticleData> => ({ post, body: (await loadBlogBody[post.number]!()).body }),
      lazy: async () => ({ Component: (await import('./routes/blog-article')).BlogArticlePage }),
    }),
  ),
];

/** Every public page, with the layout's loading state while its code arrives. */
export const publicRoutes: RouteObject[] = pages.map((route) => ({ ...route, HydrateFallback: PageLoading }));
