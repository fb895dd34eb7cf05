/**
 * A results page shown at once from the answer the server sent with it (server/render/page-content.ts)
 * still asks the server when a `result` event comes: the answer sent with the page is taken once, by
 * the page's first call, and a refetch is never answered with it again. A signed-in reader's asking
 * again goes to the server too.
 */
import { PAGE_CONTENT_ELEMENT } from '@common/page-content';
import { act, cleanup, render, screen } from '@testing-library/react';
import React from 'react';
import { RESULT_BURST_MS, useResults } from '@/features/results/useResults';
import { forgetEarly, request, sentWithPageNow, startEarly } from '@/utils/request';

jest.mock('@umijs/max', () => jest.requireActual('../support/umiMock').umiMock());

// Only global types here: the mock factory is hoisted above the imports.
let mockHear: ((event: { phaseId: number }) => void) | undefined;
jest.mock('@/features/events/useLiveEvent', () => ({
  useLiveEvent: (_type: string, handler: (event: unknown) => void) => {
    mockHear = handler;
  },
}));

const URL_7 = '/api/results/phases/7';
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetchMock: jest.Mock;

function Board({ askAgain }: { askAgain?: boolean }) {
  const { data } = useResults<string>({
    key: 7,
    load: async () => (await request<string>(URL_7)).data ?? '',
    sent: () => sentWithPageNow<string>(URL_7)?.data,
    askAgain: () => Boolean(askAgain),
    concerns: (event) => event.phaseId === 7,
  });
  return <p>{data}</p>;
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.fn(async () => json({ code: 200, message: 'ok', data: 'from the server' }));
  (global as unknown as { fetch: jest.Mock }).fetch = fetchMock;
  forgetEarly();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_CONTENT_ELEMENT;
  element.textContent = JSON.stringify({
    [`zh-CN ${URL_7}`]: { code: 200, message: 'ok', data: 'sent with the page' },
  });
  document.head.append(element);
  startEarly(URL_7);
});

afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

const settle = () => act(async () => jest.runOnlyPendingTimersAsync());

it('shows the answer sent with the page at once, then asks the server when a result comes', async () => {
  render(<Board />);
  expect(screen.getByText('sent with the page')).toBeTruthy();
  await settle();
  expect(fetchMock).not.toHaveBeenCalled();
  act(() => mockHear!({ phaseId: 7 }));
  await act(async () => jest.advanceTimersByTimeAsync(RESULT_BURST_MS));
  await settle();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(screen.getByText('from the server')).toBeTruthy();
});

it("a signed-in reader's asking again goes to the server", async () => {
  render(<Board askAgain />);
  await settle();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(screen.getByText('from the server')).toBeTruthy();
});
