import zhCN from '@/locales/zh-CN/index';

const messages = zhCN as Record<string, string>;

/** Formats a zh-CN message the way the locale plugin would, for modules used outside React. */
export const formatMessage = ({ id }: { id: string }, values: Record<string, string | number> = {}) => {
  const text = messages[id];
  if (text === undefined) throw new Error(`missing locale key ${id}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
};

/** The interface locale getLocale answers; a test may switch it. */
export const mockLocale = { current: 'zh-CN' };

export const history = {
  push: jest.fn(),
  replace: jest.fn(),
  location: { pathname: '/', search: '' },
  /** Navigation listeners; `navigate()` below calls them as a route change would. */
  listeners: new Set<() => void>(),
  listen: jest.fn((listener: () => void) => {
    history.listeners.add(listener);
    return () => history.listeners.delete(listener);
  }),
};

/** A client-side navigation, as Umi's history reports it to its listeners. */
export function navigate(pathname: string) {
  history.location.pathname = pathname;
  [...history.listeners].forEach((listener) => listener());
}

export const umiMock = () => ({
  getIntl: () => ({ formatMessage }),
  useIntl: () => ({ formatMessage, locale: 'zh-CN' }),
  setLocale: jest.fn(),
  addLocale: jest.fn(),
  getLocale: () => mockLocale.current,
  history,
  matchPath: jest.requireActual('react-router').matchPath,
});
