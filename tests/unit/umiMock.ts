import zhCN from '@/locales/zh-CN/index';

const messages = zhCN as Record<string, string>;

/** Formats a zh-CN message the way the locale plugin would, for modules used outside React. */
export const formatMessage = ({ id }: { id: string }, values: Record<string, string | number> = {}) => {
  const text = messages[id];
  if (text === undefined) throw new Error(`missing locale key ${id}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
};

export const history = { push: jest.fn(), replace: jest.fn(), location: { pathname: '/', search: '' } };

export const umiMock = () => ({
  getIntl: () => ({ formatMessage }),
  useIntl: () => ({ formatMessage, locale: 'zh-CN' }),
  setLocale: jest.fn(),
  addLocale: jest.fn(),
  getLocale: () => 'zh-CN',
  history,
});
