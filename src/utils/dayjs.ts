/**
 * dayjs for pages that show or pick dates, in the interface language: antd's date pickers need the
 * language's locale loaded (its week start and day names), and formatting reads dayjs's global
 * language. dayjs is not in the first download (config/build/dayjsOnDemand.ts), so the first page that
 * needs it loads the locales and sets the language here.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/id';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { followLocale } from '@/locales/dayjsLocale';

followLocale((name) => dayjs.locale(name));

export default dayjs;
export type { Dayjs } from 'dayjs';
