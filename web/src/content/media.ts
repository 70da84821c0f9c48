import type { VideoSource } from './types';

/** The walkthrough of the real app made by `npm run capture:guide` (e2e/guide-capture.ts): 32 s, captioned. */
const howItWorksVideo: VideoSource = {
  url: '/media/how-it-works.mp4',
  type: 'video/mp4',
  captionsUrl: '/media/how-it-works.vtt',
  posterUrl: '/media/how-it-works.webp',
};

/**
 * Videos, by URL (same origin: put the file under `web/public/media/`). An entry set to null shows the
 * section's designed poster instead of a player.
 */
export const media: {
  howItWorks: VideoSource | null;
  userGuide: VideoSource | null;
} = {
  howItWorks: howItWorksVideo,
  userGuide: howItWorksVideo,
};

/** Testimonial videos start this far in (the speakers' introductions are skipped), after a short pause. */
export const testimonialVideo = { startAtSeconds: 7, startDelayMs: 1_000 } as const;
