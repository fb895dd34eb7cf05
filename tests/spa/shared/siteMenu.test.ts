/**
 * The site's main menu, as both layouts show it: from the route table, in its order, with what the
 * user may open, and the entry a page belongs to highlighted.
 */
import { activeEntry, siteGroupMenuRoutes, siteMenu } from '@/components/SiteLayout/menu';

const paths = (menu: ReturnType<typeof siteMenu>) => menu.map((entry) => entry.path);

describe('the main menu', () => {
  it('lists the public pages in the table’s order, without the hidden ones', () => {
    expect(paths(siteMenu({}))).toEqual([
      '/',
      '/About',
      '/Rule',
      '/Note',
      '/News',
      '/Journal',
      '/Science',
      '/Trivia',
      '/MATE',
      '/database',
    ]);
  });

  it('adds enrolment for a signed-in user and the console for an admin only', () => {
    expect(paths(siteMenu({ canUser: true }))).toContain('/EnrollFor');
    expect(paths(siteMenu({ canUser: true }))).not.toContain('/Admin');
    expect(paths(siteMenu({ canUser: true, canAdmin: true })).slice(-2)).toEqual(['/EnrollFor', '/Admin']);
  });

  it('names each entry by its nested menu key, and lists a group’s pages', () => {
    const trivia = siteMenu({}).find((entry) => entry.path === '/Trivia');
    expect(trivia?.labelId).toBe('menu.trivia');
    expect(trivia?.children?.map((child) => child.labelId)).toEqual([
      'menu.trivia.material',
      'menu.trivia.interperiodical',
      'menu.trivia.mate',
      'menu.trivia.urc',
      'menu.trivia.video',
      'menu.trivia.wonderful',
      'menu.trivia.others',
    ]);
    expect(siteMenu({}).find((entry) => entry.path === '/')?.icon).toBe('home');
  });

  it('highlights the entry a page is in, and only the home entry on the home page', () => {
    const menu = siteMenu({});
    expect(activeEntry(menu, '/News/12')?.path).toBe('/News');
    expect(activeEntry(menu, '/Trivia/Urc')?.path).toBe('/Trivia');
    expect(activeEntry(menu, '/')?.path).toBe('/');
    expect(activeEntry(menu, '/Welcome')).toBeUndefined();
    expect(activeEntry(menu, '/Newsroom')).toBeUndefined();
  });

  it('gives ProLayout the site’s routes, so account pages show the same menu', () => {
    expect(siteGroupMenuRoutes().map((route) => route.path)).toEqual(paths(siteMenu({})));
  });
});
