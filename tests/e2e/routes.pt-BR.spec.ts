/** A page per public area on a phone for a pt-BR reader, whose pages fall back to English: see routeWalk.ts. */
import { test } from '@playwright/test';
import { walkPublicSample } from './routeWalk';

// A trace of each route costs more than the walk itself; a failure names its route.
test.use({ trace: 'off' });

walkPublicSample('pt-BR');
