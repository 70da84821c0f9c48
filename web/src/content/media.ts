import type { VideoSource } from './types';

/**
 * Videos the provider supplies, by URL. None is configured yet: each section then shows its designed
 * poster instead of a player. To publish a video, put the file under `web/public/media/` (or any path
 * the server answers on this origin) and set its entry, e.g.
 * `howItWorks: { url: '/media/how-it-works.mp4', type: 'video/mp4', captionsUrl: '/media/how-it-works.vtt' }`.
 */
export const media: {
  howItWorks: VideoSource | null;
  userGuide: VideoSource | null;
} = {
  howItWorks: null,
  userGuide: null,
};

/** Testimonial videos start this far in (the speakers' introductions are skipped), after a short pause. */
export const testimonialVideo = { startAtSeconds: 7, startDelayMs: 1_000 } as const;
