/**
 * The tab's one live events connection (src/features/events): shared by every subscriber, closed
 * when the last leaves, opened again when the user signs in or out, and deaf to what it cannot read.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { setAudience } from '@/features/events/audience';
import { FAILED_RETRY_MS } from '@/features/events/stream';
import { useLiveEvent } from '@/features/events/useLiveEvent';
import {
  closeStreams,
  FakeEventSource,
  installFakeEventSource,
  theOpenSource,
} from '../support/fakeEventSource';

jest.mock('@umijs/max', () => jest.requireActual('../support/umiMock').umiMock());

/** A page part that hears notices and shows how many it heard. */
function NoticeEar({ name, onNotice }: { name: string; onNotice: (data: unknown) => void }) {
  const [heard, setHeard] = React.useState(0);
  useLiveEvent('notice', (data) => {
    onNotice(data);
    setHeard((count) => count + 1);
  });
  return (
    <p>
      {name} heard {heard}
    </p>
  );
}

const opened = () => waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));

beforeEach(() => installFakeEventSource());

afterEach(closeStreams);

it('one EventSource serves two subscribers and closes when both leave', async () => {
  const first = jest.fn();
  const second = jest.fn();
  const one = render(<NoticeEar name="bell" onNotice={first} />);
  const two = render(<NoticeEar name="list" onNotice={second} />);
  await opened();
  const source = theOpenSource();
  expect(source.url).toBe('/api/events');

  act(() => source.emit('notice', '{"id":3}', '1'));
  expect(first).toHaveBeenCalledWith({ id: 3 });
  expect(second).toHaveBeenCalledWith({ id: 3 });
  expect(screen.getByText('bell heard 1')).toBeInTheDocument();
  expect(screen.getByText('list heard 1')).toBeInTheDocument();

  one.unmount();
  act(() => source.emit('notice', '{"id":4}', '2'));
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenLastCalledWith({ id: 4 });
  expect(source.readyState).not.toBe(FakeEventSource.CLOSED);

  two.unmount();
  await waitFor(() => expect(source.readyState).toBe(FakeEventSource.CLOSED));
  expect(FakeEventSource.instances).toHaveLength(1);
});

it('ignores events of unknown types and data that is not a JSON object, and goes on hearing', async () => {
  const onNotice = jest.fn();
  render(<NoticeEar name="bell" onNotice={onNotice} />);
  await opened();
  const source = theOpenSource();

  act(() => {
    source.emit('message', '{"id":1}');
    source.emit('results', '{"id":2}');
    source.emit('notice', 'not json');
    source.emit('notice', '');
    source.emit('notice', 'null');
    source.emit('notice', '42');
  });
  expect(onNotice).not.toHaveBeenCalled();
  expect(screen.getByText('bell heard 0')).toBeInTheDocument();

  act(() => source.emit('notice', '{"id":9}', '7'));
  expect(onNotice).toHaveBeenCalledTimes(1);
  expect(onNotice).toHaveBeenCalledWith({ id: 9 });
  expect(screen.getByText('bell heard 1')).toBeInTheDocument();
});

it('opens the stream again when the user signs in or out, not otherwise', async () => {
  act(() => setAudience(''));
  render(<NoticeEar name="bell" onNotice={jest.fn()} />);
  await opened();
  const signedOut = theOpenSource();

  act(() => setAudience('1005'));
  expect(signedOut.readyState).toBe(FakeEventSource.CLOSED);
  const signedIn = theOpenSource();
  expect(signedIn).not.toBe(signedOut);

  act(() => setAudience('1005'));
  expect(theOpenSource()).toBe(signedIn);

  act(() => setAudience(''));
  expect(signedIn.readyState).toBe(FakeEventSource.CLOSED);
  expect(FakeEventSource.instances).toHaveLength(3);
});

it('leaves a dropped connection to the browser, and opens one it gave up on again later', async () => {
  render(<NoticeEar name="bell" onNotice={jest.fn()} />);
  await opened();
  const source = theOpenSource();

  // A drop: the browser reconnects by itself, sending Last-Event-ID.
  act(() => source.fail());
  expect(FakeEventSource.instances).toHaveLength(1);

  jest.useFakeTimers();
  try {
    act(() => source.fail(true));
    expect(FakeEventSource.open()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(FAILED_RETRY_MS));
    expect(FakeEventSource.open()).toHaveLength(1);
    expect(FakeEventSource.instances).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});
