/**
 * Every signed-in route and a page per public area on a phone for a reader of zh-CN (en-US walks
 * every public page): see routeWalk.ts.
 */
import { test } from '@playwright/test';
import { walkEveryRoute } from './routeWalk';

// A trace of each route costs more than the walk itself; a failure names its route.
test.use({ trace: 'off' });

walkEveryRoute('zh-CN', { samplePublic: true });
