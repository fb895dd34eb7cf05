/** A page of each kind at 1,024 px for a reader of each language, and at 1,440 px in two: see routeWalk.ts. */
import { test } from '@playwright/test';
import { LOCALES } from '../../common/locales';
import { walkDesktops } from './routeWalk';

// A trace of each route costs more than the walk itself; a failure names its route.
test.use({ trace: 'off' });

for (const locale of LOCALES) walkDesktops(locale);
