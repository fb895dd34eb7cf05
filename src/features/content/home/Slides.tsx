import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
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
  /** What the slide's dot says to a screen reader: the slide's title, in `lang`. */
  label: string;
  lang?: string;
  content: React.ReactNode;
}

/**
 * Slides in a row the browser scrolls and snaps (CSS scroll snap): a phone swipes them, dots pick one,
 * and they turn every few seconds while the reader neither hovers nor focuses them. A button pauses
 * and plays them (WCAG 2.2.2); moving them by hand stops them, and a reader who asks the system for
 * less motion gets them still. The slides not shown are inert, out of the tab order and of screen
 * readers.
 *
 * antd's Carousel did the same with react-slick, which was a fifth of the home page's download and
 * measured the slides' widths in script while the page hydrated; the browser's own scrolling needs
 * neither.
 */
export default function Slides({ slides }: { slides: Slide[] }) {
  const intl = useIntl();
  const track = useRef<HTMLDivElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);

  // After the first render, which must be the server's: a reader who asks for less motion starts still.
  useEffect(() => {
    if (prefersReducedMotion()) setStopped(true);
  }, []);

  useEffect(() => {
    const focused = document.activeElement;
    track.current?.querySelectorAll(':scope > div').forEach((slide, index) => {
      const hidden = index !== shown;
      // Focus in a slide that scrolled away would fall to the page's start: it moves to the shown one's dot.
      if (hidden && focused && slide.contains(focused)) {
        controls.current?.querySelectorAll<HTMLElement>(`.${styles.dot}`)[shown]?.focus();
      }
      slide.toggleAttribute('inert', hidden);
    });
  }, [shown, slides]);

  useEffect(() => {
    if (held || stopped || slides.length < 2) return undefined;
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
  const stop = () => setStopped(true);
  const toggleLabel = intl.formatMessage({ id: stopped ? 'home.slides.play' : 'home.slides.pause' });

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
      {/* Any way the reader moves the slides themselves (a swipe, the keys, the wheel) stops them turning. */}
      <div
        className={styles.track}
        ref={track}
        onScroll={onScroll}
        onPointerDown={stop}
        onKeyDown={stop}
        onWheel={stop}
      >
        {slides.map((slide, index) => (
          <div key={slide.key} className={styles.slide} aria-hidden={index !== shown || undefined}>
            {slide.content}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={styles.controls} ref={controls}>
          <button
            type="button"
            className={styles.toggle}
            aria-label={toggleLabel}
            title={toggleLabel}
            onClick={() => setStopped((was) => !was)}
          >
            {stopped ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
          </button>
          {slides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              className={styles.dot}
              aria-label={slide.label}
              lang={slide.lang}
              aria-current={index === shown || undefined}
              onClick={() => {
                stop();
                scrollToSlide(track.current, index);
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
