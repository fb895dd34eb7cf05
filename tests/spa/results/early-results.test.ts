/**
 * The results pages' calls start from the entry and come with the page the server rendered
 * (common/page-content.ts): the page's own call, through its service, takes that answer instead of
 * asking again.
 */
import { history } from '../support/umiMock';
import { pageContentGets } from '@common/page-content';
import { startPageContent } from '@/features/content/earlyContent';
import { queryPhaseResults, queryResultsIndex } from '@/features/results/services';

jest.mock('@umijs/max', () => jest.requireActual('../support/umiMock').umiMock());

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn(async () => json({ code: 200, message: 'ok', data: [] }));
  (global as unknown as { fetch: jest.Mock }).fetch = fetchMock;
  history.listeners.clear();
  history.location.search = '';
});

it.each([
  ['/Results', [['/api/results']]],
  ['/Results/7', [['/api/results/phases/7']]],
  ['/Results/007', []],
  ['/Results/x', []],
  ['/results', []],
])('%s asks %j', (pathname, gets) => {
  expect(pageContentGets(pathname, '')).toEqual(gets);
});

it.each([
  ['/Results', () => queryResultsIndex()],
  ['/Results/7', () => queryPhaseResults(7)],
])('the page at %s takes the answer started early', async (pathname, pageCall) => {
  history.location.pathname = pathname;
  startPageContent();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const answer = await pageCall();
  expect(answer.code).toBe(200);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
