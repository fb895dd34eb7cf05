/**
 * The site's main menu, from the route table (config/routes.ts): every route with a name that is
 * not hidden from the menu and that the user may open, in the table's order. The site layout and
 * ProLayout (account pages) both show it, so a visitor sees the same menu everywhere.
 */
import routes, { type PortalRoute } from '../../../config/routes';

export interface MenuEntry {
  path: string;
  /** The locale id of its label: `menu.<name>`, nested names joined by dots. */
  labelId: string;
  icon?: string;
  children?: MenuEntry[];
}

export type MenuAccess = Partial<Record<NonNullable<PortalRoute['access']>, boolean>>;

/** The layout-less site group is no level of the menu: its routes stand beside the others. */
const levels = (list: PortalRoute[]): PortalRoute[] =>
  list.flatMap((route) => (route.layout === false && route.routes ? route.routes : [route]));

const shown = (route: PortalRoute, access: MenuAccess) =>
  Boolean(route.name) && !route.hideInMenu && (!route.access || access[route.access] === true);

function entries(list: PortalRoute[], access: MenuAccess, parent: string): MenuEntry[] {
  return levels(list)
    .filter((route) => shown(route, access))
    .map((route) => {
      const labelId = `${parent}.${route.name}`;
      const children = route.routes ? entries(route.routes, access, labelId) : [];
      return {
        path: route.path,
        labelId,
        ...(route.menuIcon ? { icon: route.menuIcon } : {}),
        ...(children.length ? { children } : {}),
      };
    });
}

export const siteMenu = (access: MenuAccess, table: PortalRoute[] = routes): MenuEntry[] =>
  entries(table, access, 'menu');

/**
 * The site group's menu routes as ProLayout reads routes (it derives labels from nested names), for
 * its `menuDataRender`: ProLayout itself only knows the routes it wraps.
 */
export const siteGroupMenuRoutes = (table: PortalRoute[] = routes): PortalRoute[] =>
  table.find((route) => route.layout === false)?.routes?.filter((route) => shown(route, {})) ?? [];

/** The entry a path is in: its own, or the one whose path is a parent folder of it (`/News/3`). */
export function activeEntry(menu: MenuEntry[], pathname: string): MenuEntry | undefined {
  const within = (entry: MenuEntry) =>
    entry.path === '/' ? pathname === '/' : pathname === entry.path || pathname.startsWith(`${entry.path}/`);
  return menu.find(within);
}
