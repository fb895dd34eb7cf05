/**
 * Shared by the results page tests: the interface in a locale a test picks (the other SPA tests speak
 * zh-CN only).
 */
type Messages = Record<string, string>;

/** The locale the mocked `useIntl` and `getLocale` answer; a test switches it. */
export const mockIntlLocale = { current: 'zh-CN' };

const messagesOf = (locale: string): Messages =>
  // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
  require(`@/locales/${locale}/index`).default as Messages;

export function formatIn(locale: string) {
  const messages = messagesOf(locale);
  return ({ id }: { id: string }, values: Record<string, string | number> = {}) => {
    const text = messages[id];
    if (text === undefined) throw new Error(`missing ${locale} locale key ${id}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  };
}

/** What @umijs/max's locale hooks answer, in `mockIntlLocale.current`. */
export const intlMock = () => ({
  useIntl: () => ({ formatMessage: formatIn(mockIntlLocale.current), locale: mockIntlLocale.current }),
  getLocale: () => mockIntlLocale.current,
});
