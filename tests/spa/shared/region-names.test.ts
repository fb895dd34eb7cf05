/**
 * Region names on a page the server rendered (src/components/CountrySelect/countries.ts): the server
 * notes the names it showed and sends them with the page; the browser hydrates with them instead of
 * asking its own ICU, and asks it for anything else.
 */
import { REGION_NAMES_ELEMENT } from '@common/page-content';
import type { ServerRequest } from '@/ssr/serverRequest';

type Countries = typeof import('@/components/CountrySelect/countries');

/** The module as a page loads it (it reads the page's element once), in a server's render if given. */
function freshCountries(rendering?: ServerRequest): Countries {
  let countries: Countries | undefined;
  jest.isolateModules(() => {
    if (rendering) jest.requireActual('@/ssr/serverRequest').setServerRequest(rendering);
    countries = jest.requireActual<Countries>('@/components/CountrySelect/countries');
  });
  return countries!;
}

const sendWithPage = (json: string) => {
  document.body.innerHTML = `<script type="application/json" id="${REGION_NAMES_ELEMENT}">${json}</script>`;
};

afterEach(() => {
  document.body.innerHTML = '';
});

it('takes the names the page came with, in their language only, and asks the browser for the rest', () => {
  sendWithPage('{"en-US:CN":"China, as the server says"}');
  const { countryName } = freshCountries();
  expect(countryName('CN', 'en-US')).toBe('China, as the server says');
  expect(countryName('CN', 'pt-BR')).toBe('China');
  expect(countryName('BR', 'en-US')).toBe('Brazil');
});

it('asks the browser when the page came with no names, or with a broken list', () => {
  expect(freshCountries().countryName('BR', 'en-US')).toBe('Brazil');
  sendWithPage('{"en-US:BR": "Bra');
  expect(freshCountries().countryName('BR', 'en-US')).toBe('Brazil');
});

it('while the server renders a page, notes every name the page shows', () => {
  const regionNames: Record<string, string> = {};
  const { countryName } = freshCountries({ locale: 'pt-BR', pageAnswers: {}, regionNames });
  expect(countryName('DE', 'pt-BR')).toBe('Alemanha');
  expect(countryName('Atlantis', 'pt-BR')).toBe('Atlantis');
  expect(regionNames).toEqual({ 'pt-BR:DE': 'Alemanha' });
});
