import type { RouteObject } from 'react-router';
import { blogPosts, loadBlogBody } from '../content/blog';
import { PageLoading } from '../features/public-site/components/page-loading';
import type { BlogArticleData } from './routes/blog-article';
import { withAliases } from './route-aliases';

/**
 * The public site (issue 9). Every page is its own chunk, loaded with its route, so the home page
 * carries only what it shows.
 */
const pages: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await import('./routes/home')).HomePage }) },
  { path: '/about-us', lazy: async () => ({ Component: (await import('./routes/about-us')).AboutUsPage }) },
  { path: '/vision', lazy: async () => ({ Component: (await import('./routes/vision')).VisionPage }) },
  { path: '/faq', lazy: async () => ({ Component: (await import('./routes/faq')).FaqPage }) },
  { path: '/fees', lazy: async () => ({ Component: (await import('./routes/fees')).FeesPage }) },
  ...withAliases({ path: '/user-guide', lazy: async () => ({ Component: (await import('./routes/user-guide')).UserGuidePage }) }),
  ...withAliases({ path: '/blogs', lazy: async () => ({ Component: (await import('./routes/blogs')).BlogsPage }) }),
  ...blogPosts.flatMap((post) =>
    withAliases({
      path: post.path,
      // The article's text loads beside the page's code, not after it.
      loader: async (): Promise<BlogArticleData> => ({ post, body: (await loadBlogBody[post.number]!()).body }),
      lazy: async () => ({ Component: (await import('./routes/blog-article')).BlogArticlePage }),
    }),
  ),
  { path: '/branding', lazy: async () => ({ Component: (await import('./routes/branding')).BrandingPage }) },
  { path: '/terms', lazy: async () => ({ Component: (await import('./routes/terms')).TermsPage }) },
  ...withAliases({
    path: '/privacy-policy',
    lazy: async () => ({ Component: (await import('./routes/privacy-policy')).PrivacyPolicyPage }),
  }),
];

/** Every public page, with the layout's loading state while its code arrives. */
export const publicRoutes: RouteObject[] = pages.map((route) => ({ ...route, HydrateFallback: PageLoading }));
