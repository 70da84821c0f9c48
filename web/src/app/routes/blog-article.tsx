import { ArrowLeft, ArrowRight, Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { blogPosts, type BlogPost } from '../../content/blog';
import type { RichBlock } from '../../content/types';
import { AuthAwareLink } from '../../features/public-site/components/auth-aware-link';
import { BlogTopicArt } from '../../features/public-site/components/blog-topic-art';
import { PageMeta } from '../../features/public-site/components/page-meta';
import { RichText } from '../../features/public-site/components/rich-text';
import { useThrottledScroll } from '../../features/public-site/lib/use-throttled-scroll';
import { formatPublished } from './blogs';

/** The local-storage key under which every article records its path (spec section 2). */
export const lastArticleKey = 'pathname';

export interface BlogArticleData {
  post: BlogPost;
  body: readonly RichBlock[];
}

/** /blog-review-1 … 7 (and /Blog-review-1 … 7): one article, its text loaded by the route. */
export function BlogArticlePage() {
  const { post, body } = useLoaderData<BlogArticleData>();
  const { pathname } = useLocation();

  useEffect(() => {
    try {
      localStorage.setItem(lastArticleKey, pathname);
    } catch {
      // Storage refused (private mode, quota): nothing depends on it.
    }
  }, [pathname]);

  const previous = blogPosts.find((candidate) => candidate.number === post.number - 1);
  const next = blogPosts.find((candidate) => candidate.number === post.number + 1);

  return (
    <>
      <PageMeta title={post.title} description={post.summary} canonicalPath={post.path} type="article" />
      <ReadingProgress />
      <article aria-labelledby="article-title">
        <header className="bg-brand text-white">
          <div className="mx-auto max-w-3xl px-4 pt-10 pb-12 sm:px-6 sm:pt-14">
            <Link to="/blogs" className="inline-flex items-center gap-1.5 text-sm font-semibold text-white/85 hover:text-white hover:underline">
              <ArrowLeft aria-hidden className="size-4" />
              All articles
            </Link>
            <p className="mt-6 text-sm font-semibold uppercase tracking-[0.16em] text-white/85">{post.category}</p>
            <h1 id="article-title" className="mt-3 font-serif text-3xl font-bold leading-tight text-balance sm:text-4xl lg:text-5xl">
              {post.title}
            </h1>
            <p className="mt-5 flex flex-wrap items-center gap-x-2 text-sm text-white/85">
              <Clock aria-hidden className="size-4" />
              <time dateTime={post.published}>{formatPublished(post.published)}</time>
              <span aria-hidden>·</span>
              {post.readingMinutes} min read
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <BlogTopicArt topic={post.topic} className="-mt-1 aspect-[21/9] rounded-b-2xl" />
          <p className="mt-10 font-serif text-xl leading-relaxed text-ink sm:text-2xl sm:leading-relaxed">{post.summary}</p>
          <div className="mt-8 pb-4">
            <RichText blocks={body} />
          </div>
        </div>
      </article>

      <nav aria-label="More articles" className="mx-auto mt-12 max-w-3xl px-4 sm:px-6">
        <ul className="grid gap-4 border-t border-line pt-8 sm:grid-cols-2">
          {previous ? (
            <li>
              <Link to={previous.path} className="flex h-full flex-col rounded-xl border border-line p-5 hover:border-brand hover:bg-brand-soft">
                <span className="flex items-center gap-1.5 text-sm text-ink-muted">
                  <ArrowLeft aria-hidden className="size-4" />
                  Previous article
                </span>
                <span className="mt-2 font-semibold text-brand">{previous.title}</span>
              </Link>
            </li>
          ) : null}
          {next ? (
            <li className={previous ? '' : 'sm:col-start-2'}>
              <Link to={next.path} className="flex h-full flex-col rounded-xl border border-line p-5 text-right hover:border-brand hover:bg-brand-soft">
                <span className="flex items-center justify-end gap-1.5 text-sm text-ink-muted">
                  Next article
                  <ArrowRight aria-hidden className="size-4" />
                </span>
                <span className="mt-2 font-semibold text-brand">{next.title}</span>
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>

      <section aria-labelledby="article-cta" className="mx-auto my-14 max-w-3xl px-4 sm:px-6">
        <div className="rounded-2xl bg-surface p-7 ring-1 ring-line sm:p-9">
          <h2 id="article-cta" className="font-serif text-2xl font-bold text-brand">
            Put it into practice
          </h2>
          <p className="mt-2 leading-relaxed text-ink-muted">
            Your preliminary evaluation is free. Create an account and see how your courses read against US standards.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <AuthAwareLink guestTo="/register" guestLabel="Create Your Free Account" memberLabel="Go to Your Dashboard" className={buttonClass('accent')} />
            <Link to="/User-Guide" className={buttonClass('outline')}>
              Read the User Guide
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

/** A thin bar under the header showing how far the reader has scrolled. */
function ReadingProgress() {
  const [progress, setProgress] = useState(0);
  useThrottledScroll(() => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    setProgress(scrollable > 0 ? Math.min(1, window.scrollY / scrollable) : 0);
  });
  return (
    <div aria-hidden className="sticky top-[6.5rem] z-30 h-1 bg-transparent xl:top-[7.5rem]">
      <div className="h-full origin-left bg-accent transition-transform duration-100" style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
