/**
 * The home page's slides (src/features/content/home/Slides.tsx): one shown at a time, dots to pick
 * one, turning on their own unless the reader holds them or asks for less motion.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import Slides, { SLIDE_INTERVAL } from '@/features/content/home/Slides';

jest.mock('@umijs/max', () => jest.requireActual('../support/umiMock').umiMock());

const SLIDES = ['Open day', 'Finals', 'Workshops'].map((title) => ({
  key: title,
  label: title,
  content: (
    <p>
      {title} <a href={`/News/${title}`}>more</a>
    </p>
  ),
}));
const WIDTH = 400;

let scrollTo: jest.Mock;
let reducedMotion = false;

beforeEach(() => {
  jest.useFakeTimers();
  reducedMotion = false;
  window.matchMedia = jest.fn((query: string) => ({
    matches: reducedMotion && /reduce/.test(query),
  })) as never;
  scrollTo = jest.fn(function scroll(this: HTMLElement, { left }: { left: number }) {
    this.scrollLeft = left;
    fireEvent.scroll(this);
  });
  HTMLElement.prototype.scrollTo = scrollTo as never;
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const slide = (title: string) => screen.getByText(title, { exact: false }).closest('p')!.parentElement!;
const dot = (title: string) => screen.getByRole('button', { name: title });

it('shows the first slide; the others are out of the tab order and hidden from screen readers', () => {
  render(<Slides slides={SLIDES} />);
  expect(slide('Open day')).not.toHaveAttribute('inert');
  expect(slide('Open day')).not.toHaveAttribute('aria-hidden');
  for (const title of ['Finals', 'Workshops']) {
    expect(slide(title)).toHaveAttribute('inert');
    expect(slide(title)).toHaveAttribute('aria-hidden', 'true');
  }
  expect(dot('Open day')).toHaveAttribute('aria-current', 'true');
  expect(dot('Finals')).not.toHaveAttribute('aria-current');
});

it('a dot scrolls its slide into view, which then is the one shown, and the slides stop turning', () => {
  render(<Slides slides={SLIDES} />);
  fireEvent.click(dot('Workshops'));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'smooth' });
  expect(dot('Workshops')).toHaveAttribute('aria-current', 'true');
  expect(slide('Workshops')).not.toHaveAttribute('inert');
  expect(slide('Open day')).toHaveAttribute('inert');
  scrollTo.mockClear();
  act(() => jest.advanceTimersByTime(3 * SLIDE_INTERVAL));
  expect(scrollTo).not.toHaveBeenCalled();
});

it('a swipe that scrolls the row shows the slide it stops on', () => {
  render(<Slides slides={SLIDES} />);
  const track = slide('Finals').parentElement!;
  track.scrollLeft = WIDTH;
  fireEvent.scroll(track);
  expect(dot('Finals')).toHaveAttribute('aria-current', 'true');
  expect(slide('Finals')).not.toHaveAttribute('aria-hidden');
});

it('turns to the next slide every interval, back to the first after the last', () => {
  render(<Slides slides={SLIDES} />);
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'smooth' });
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  expect(dot('Open day')).toHaveAttribute('aria-current', 'true');
});

it('holds still while the pointer is over it or focus is in it', () => {
  render(<Slides slides={SLIDES} />);
  const slides = slide('Open day').parentElement!.parentElement!;
  fireEvent.mouseEnter(slides);
  act(() => jest.advanceTimersByTime(2 * SLIDE_INTERVAL));
  expect(scrollTo).not.toHaveBeenCalled();
  fireEvent.mouseLeave(slides);
  fireEvent.focus(screen.getAllByRole('link')[0]);
  act(() => jest.advanceTimersByTime(2 * SLIDE_INTERVAL));
  expect(scrollTo).not.toHaveBeenCalled();
  fireEvent.blur(screen.getAllByRole('link')[0]);
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL));
  expect(scrollTo).toHaveBeenCalledTimes(1);
});

it('a button pauses the slides and plays them again', () => {
  render(<Slides slides={SLIDES} />);
  fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
  act(() => jest.advanceTimersByTime(3 * SLIDE_INTERVAL));
  expect(scrollTo).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: '播放轮播' }));
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
});

it('moving the slides with the keys stops them, and focus follows the slide shown', () => {
  render(<Slides slides={SLIDES} />);
  const track = slide('Finals').parentElement!;
  const link = screen.getAllByRole('link')[0];
  link.focus();
  fireEvent.keyDown(track, { key: 'ArrowRight' });
  track.scrollLeft = WIDTH;
  fireEvent.scroll(track);
  expect(slide('Open day')).toHaveAttribute('inert');
  expect(dot('Finals')).toHaveFocus();
  scrollTo.mockClear();
  fireEvent.blur(dot('Finals'));
  act(() => jest.advanceTimersByTime(3 * SLIDE_INTERVAL));
  expect(scrollTo).not.toHaveBeenCalled();
});

it('stays still for a reader who asks for less motion, and jumps rather than glides', () => {
  reducedMotion = true;
  render(<Slides slides={SLIDES} />);
  act(() => jest.advanceTimersByTime(3 * SLIDE_INTERVAL));
  expect(scrollTo).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: '播放轮播' })).toBeInTheDocument();
  fireEvent.click(dot('Finals'));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'auto' });
});

it('a single slide has no dots', () => {
  render(<Slides slides={SLIDES.slice(0, 1)} />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(slide('Open day')).not.toHaveAttribute('inert');
});
