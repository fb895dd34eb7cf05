/** A page per public area on a phone for a pt-BR reader, whose pages fall back to English: see routeWalk.ts. */
import { walkPublicSample } from './routeWalk';

walkPublicSample('pt-BR');
