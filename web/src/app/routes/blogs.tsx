import { ArrowRight, Clock } from 'lucide-react';
import { SiteLink } from '../../lib/site-navigation';
import { blogPosts, blogsIntro, blogsMeta } from '../../content/blog';
import { BlogTopicArt } from '../../features/public-site/components/blog-topic-art';
import { PageHero } from '../../features/public-site/components/page-hero';
import { PageMeta } from '../../features/public-site/components/page-meta';

export const formatPublished = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** /blogs (and /Blog): the seven articles. */
export function BlogsPage() {
  return (
    <>
      <PageMeta {...blogsMeta} canonicalPath="/blogs" />
      <PageHero eyebrow={blogsIntro.eyebrow} title={blogsIntro.title} lead={blogsIntro.lead} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {blogPosts.map((post) => (
            <li key={post.number}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-xs transition-shadow hover:shadow-lg">
                <BlogTopicArt topic={post.topic} className="aspect-[16/9]" />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-xs font-semibold uppercase tracking-wider text-accent-dark">{post.category}</p>
                  <h2 className="mt-2 font-serif text-xl font-bold leading-snug text-brand">
                    <SiteLink to={post.path} className="after:absolute after:inset-0 hover:underline">
                      {post.title}
                    </SiteLink>
                  </h2>
                  <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{post.summary}</p>
                  <p className="mt-5 flex items-center justify-between text-sm text-ink-muted">
                    <span className="flex items-center gap-1.5">
                      <Clock aria-hidden className="size-4" />
                      <time dateTime={post.published}>{formatPublished(post.published)}</time> · {post.readingMinutes} min read
                    </span>
                    <ArrowRight aria-hidden className="size-5 text-brand transition-transform group-hover:translate-x-1" />
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
