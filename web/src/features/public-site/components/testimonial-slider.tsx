import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { testimonialVideo } from '../../../content/media';

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  videoUrl?: string;
}

/**
 * One testimonial at a time, with previous / next buttons that are disabled at the ends. A testimonial
 * with a video starts it at `testimonialVideo.startAtSeconds`, `startDelayMs` after it is shown.
 */
export function TestimonialSlider({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const isFirst = index === 0;
  const isLast = index === testimonials.length - 1;

  return (
    <div role="group" aria-roledescription="carousel" aria-label="Testimonials" className="mx-auto max-w-4xl">
      <div className="overflow-hidden rounded-2xl">
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {testimonials.map((testimonial, position) => (
            <Slide
              key={testimonial.name}
              testimonial={testimonial}
              isActive={position === index}
              label={`${position + 1} of ${testimonials.length}`}
            />
          ))}
        </div>
      </div>
      <div className="mt-8 flex items-center justify-center gap-5">
        <SliderButton direction="previous" disabled={isFirst} onClick={() => setIndex((current) => Math.max(0, current - 1))} />
        <p aria-live="polite" className="min-w-16 text-center text-sm font-semibold text-ink-muted tabular-nums">
          <span className="sr-only">Testimonial </span>
          {index + 1} / {testimonials.length}
        </p>
        <SliderButton
          direction="next"
          disabled={isLast}
          onClick={() => setIndex((current) => Math.min(testimonials.length - 1, current + 1))}
        />
      </div>
    </div>
  );
}

function SliderButton({ direction, disabled, onClick }: { direction: 'previous' | 'next'; disabled: boolean; onClick: () => void }) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 'previous' ? 'Previous testimonial' : 'Next testimonial'}
      className="flex size-12 items-center justify-center rounded-full border-2 border-brand text-brand transition-colors hover:bg-brand hover:text-white disabled:cursor-not-allowed disabled:border-line disabled:text-ink-muted/60 disabled:hover:bg-transparent"
    >
      <Icon aria-hidden className="size-6" />
    </button>
  );
}

function Slide({ testimonial, isActive, label }: { testimonial: Testimonial; isActive: boolean; label: string }) {
  const initials = testimonial.name
    .replace(/^(Dr|Prof)\.\s+/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return (
    <figure
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!isActive}
      inert={!isActive}
      className="w-full shrink-0 px-1"
    >
      <div className="relative h-full rounded-2xl bg-white px-6 py-8 shadow-sm ring-1 ring-line sm:px-12 sm:py-10">
        <Quote aria-hidden className="absolute top-6 right-6 size-12 text-brand-soft sm:size-16" />
        {testimonial.videoUrl ? <TestimonialVideo url={testimonial.videoUrl} isActive={isActive} name={testimonial.name} /> : null}
        <blockquote className="relative font-serif text-lg leading-relaxed text-ink sm:text-2xl sm:leading-relaxed">
          <p>“{testimonial.quote}”</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-4">
          <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-white">
            {initials}
          </span>
          <span className="flex flex-col">
            <span className="font-semibold text-brand">{testimonial.name}</span>
            <span className="text-sm text-ink-muted">{testimonial.role}</span>
          </span>
        </figcaption>
      </div>
    </figure>
  );
}

function TestimonialVideo({ url, isActive, name }: { url: string; isActive: boolean; name: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!isActive) {
      video.pause();
      return;
    }
    const timer = setTimeout(() => {
      video.currentTime = testimonialVideo.startAtSeconds;
      video.play().catch(() => {
        // Autoplay refused by the browser: the controls remain.
      });
    }, testimonialVideo.startDelayMs);
    return () => clearTimeout(timer);
  }, [isActive]);
  return (
    <video
      ref={videoRef}
      src={url}
      muted
      playsInline
      controls
      preload="metadata"
      aria-label={`Video testimonial from ${name}`}
      className="mb-6 aspect-video w-full rounded-lg bg-brand-deep"
    />
  );
}
