/**
 * The shapes of the public site's content. Text may carry two inline marks: `**bold**` and
 * `[label](/path)` links (internal paths become router links, `mailto:` and `https:` plain links).
 */

/** A block of running text: the public pages, the blog and the user-guide PDF render the same blocks. */
export type RichBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: readonly string[]; ordered?: boolean }
  | { type: 'note'; title?: string; text: string };

export interface PageMeta {
  /** The document title; the provider's name is appended. */
  title: string;
  /** 120 to 160 characters: what the page answers. */
  description: string;
}

/**
 * A video the provider supplies, served from the site itself (the content security policy allows
 * media from the same origin only), e.g. `/media/how-it-works.mp4`.
 */
export interface VideoSource {
  url: string;
  type: 'video/mp4' | 'video/webm';
  /** Optional WebVTT captions, same origin. */
  captionsUrl?: string;
  /** Optional picture shown before the video plays. */
  posterUrl?: string;
}
