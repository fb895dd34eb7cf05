/**
 * dayjs is not in the first download (config/build/dayjsOnDemand.ts): the locale plugin tells the stand-in
 * the language, and the first page that loads dayjs gets it in that language, then every change.
 */
import dayjsLocale from '@/locales/dayjsLocale';

const MONDAY = '2026-01-05';

describe('dayjs follows the interface language', () => {
  beforeEach(() => jest.resetModules());

  it('a language set before dayjs loads applies when a page loads it', async () => {
    const standIn: typeof dayjsLocale = (await import('@/locales/dayjsLocale')).default;
    standIn.locale('zh-cn');
    const dayjs = (await import('@/utils/dayjs')).default;
    expect(dayjs(MONDAY).format('dddd')).toBe('星期一');
  });

  it('a later switch of language applies at once', async () => {
    const standIn: typeof dayjsLocale = (await import('@/locales/dayjsLocale')).default;
    standIn.locale('en');
    const dayjs = (await import('@/utils/dayjs')).default;
    expect(dayjs(MONDAY).format('dddd')).toBe('Monday');
    standIn.locale('pt-br');
    expect(dayjs(MONDAY).format('dddd')).toBe('segunda-feira');
    standIn.locale('id');
    expect(dayjs(MONDAY).format('dddd')).toBe('Senin');
  });
});
