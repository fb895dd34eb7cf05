/** Every route on a phone for a reader of zh-CN: see routeWalk.ts. */
import { walkEveryRoute } from './routeWalk';

walkEveryRoute('zh-CN');
