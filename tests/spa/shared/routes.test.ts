/**
 * The route table against spec section 2: every exact path is there, matching is case-sensitive,
 * and anything else lands on the 404 page.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import routes, { flatRoutes, type PortalRoute } from '../../../config/routes';
import { EXTENSIONS, SPEC_PATHS } from '../../specPaths';

type TaggedRoute = RouteObject & { tag: string };

const toRouteObjects = (list: PortalRoute[]): TaggedRoute[] =>
  list.map((r) => ({
    path: r.path,
    caseSensitive: r.caseSensitive,
    tag: r.component ?? r.redirect ?? 'group',
    children: r.routes ? toRouteObjects(r.routes) : undefined,
  }));

const tree = toRouteObjects(routes);

/** The leaf route that renders a path: its component, or the redirect it makes. */
const leafFor = (pathname: string) => {
  const matches = matchRoutes(tree, pathname) ?? [];
  return (matches[matches.length - 1]?.route as TaggedRoute | undefined)?.tag;
};

describe('route table', () => {
  it.each(SPEC_PATHS)('%s renders its own page, not the 404 page', (path) => {
    const leaf = leafFor(path);
    expect(leaf).toBeDefined();
    expect(leaf).not.toBe('./404');
  });

  it.each(EXTENSIONS)('extension %s renders %s, and is not in the spec', (path, component) => {
    expect(leafFor(path)).toBe(component);
    expect(SPEC_PATHS).not.toContain(path);
  });

  it.each(['/results', '/RESULTS/7', '/Results/7/more'])(
    'wrong extension path %s shows the 404 page',
    (path) => expect(leafFor(path)).toBe('./404'),
  );

  it('/Referee is for officials (canScore), in the menu as "referee"; /referee is the 404 page', () => {
    const referee = flatRoutes(routes).find((r) => r.path === '/Referee');
    expect(referee).toMatchObject({ name: 'referee', access: 'canScore' });
    expect(referee?.hideInMenu).toBeFalsy();
    expect(leafFor('/referee')).toBe('./404');
  });

  it('/404 is its own route that shows the 404 page', () => {
    const matches = matchRoutes(tree, '/404') ?? [];
    expect(matches[matches.length - 1]?.route.path).toBe('/404');
    expect(leafFor('/404')).toBe('./404');
  });

  it.each([
    '/about',
    '/ABOUT',
    '/rule',
    '/news',
    '/news/3',
    '/admin',
    '/account/team',
    '/trivia/urc',
    '/mate',
    '/welcome',
  ])('wrong-case %s shows the 404 page', (path) => expect(leafFor(path)).toBe('./404'));

  it.each(['/nowhere', '/Home', '/About/Feature1/more', '/Journal/x'])(
    'unknown %s shows the 404 page',
    (path) => expect(leafFor(path)).toBe('./404'),
  );

  // Admins add sections; the section page shows the 404 page for a slug its area does not have.
  it.each([
    ['/About/Feature6', './About/Section'],
    ['/Rule/venue-change', './Rule/Section'],
    ['/Note/Feature2', './Note/Section'],
    ['/MATE/Feature52', './MATE/Section'],
  ])('any section slug %s reaches its area’s section page', (path, page) => expect(leafFor(path)).toBe(page));

  it('login and register answer in both casings with the same page', () => {
    expect(leafFor('/account/login')).toBe(leafFor('/account/Login'));
    expect(leafFor('/account/register')).toBe(leafFor('/account/Register'));
    expect(leafFor('/account/LOGIN')).toBe('./404');
  });

  it('account and enrolment pages need a session; /Admin needs admin; public pages need nothing', () => {
    const byPath = new Map(flatRoutes(routes).map((r) => [r.path, r]));
    expect(byPath.get('/Admin')?.access).toBe('canAdmin');
    for (const path of [
      '/account/center',
      '/account/settings',
      '/account/Team',
      '/account/Evpi',
      '/EnrollFor',
    ]) {
      expect(byPath.get(path)?.access).toBe('canUser');
    }
    for (const path of [
      '/',
      '/About',
      '/Rule',
      '/News',
      '/News/:id',
      '/Results',
      '/Results/:phaseId',
      '/Trivia/Urc',
      '/account/Login',
      '/account/login',
    ]) {
      expect(byPath.get(path)?.access).toBeUndefined();
    }
  });
});
