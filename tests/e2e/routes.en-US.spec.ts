/** Every route on a phone for a reader of en-US: see routeWalk.ts. */
import { walkEveryRoute } from './routeWalk';

walkEveryRoute('en-US');
