/** Every route on a phone for a reader of zh-CN: see routeWalk.ts. */
import { test } from '@playwright/test';
import { walkEveryRoute } from './routeWalk';

// A trace of each route costs more than the walk itself; a failure names its route.
test.use({ trace: 'off' });

walkEveryRoute('zh-CN');
