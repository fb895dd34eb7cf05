import React, { useEffect, useRef, useState } from 'react';
import styles from './Slides.less';

/** How long a slide shows before the next one. */
export const SLIDE_INTERVAL = 6000;

/** Visitors who ask the system for less motion get still slides. */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

function scrollToSlide(track: HTMLElement | null, index: number) {
  track?.scrollTo({
    left: index * track.clientWidth,
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
}

export interface Slide {
  key: React.Key;
  /** What the slide's dot says to a screen reader: the slide's title. */
  label: string;
  content: React.ReactNode;
}

/**
 * Slides in a row the browser scrolls and snaps (CSS scroll snap): a phone swipes them, dots pick one,
 * and they turn every few seconds until the reader hovers, focuses or picks one, unless the system
 * asks for less motion. The slides not shown are inert, out of the tab order and of screen readers.
 *
 * antd's Carousel did the same with react-slick, which was a fifth of the home page's download and
 * measured the slides' widths in script while the page hydrated; the browser's own scrolling needs
 * neither.
 */
export default function Slides({ slides }: { slides: Slide[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    track.current?.querySelectorAll(':scope > div').forEach((slide, index) => {
      slide.toggleAttribute('inert', index !== shown);
    });
  }, [shown, slides.length]);

  useEffect(() => {
    if (held || stopped || slides.length < 2 || prefersReducedMotion()) return undefined;
    const timer = window.setTimeout(
      () => scrollToSlide(track.current, (shown + 1) % slides.length),
      SLIDE_INTERVAL,
    );
    return () => window.clearTimeout(timer);
  }, [held, stopped, shown, slides.length]);

  const onScroll = () => {
    const element = track.current;
    if (!element || !element.clientWidth) return;
    setShown(Math.min(slides.length - 1, Math.round(element.scrollLeft / element.clientWidth)));
  };

  return (
    <div
      className={styles.slides}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className={styles.track} ref={track} onScroll={onScroll} onPointerDown={() => setStopped(true)}>
        {slides.map((slide, index) => (
          <div key={slide.key} className={styles.slide} aria-hidden={index !== shown || undefined}>
            {slide.content}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              aria-label={slide.label}
              aria-current={index === shown || undefined}
              onClick={() => {
                setStopped(true);
                scrollToSlide(track.current, index);
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
