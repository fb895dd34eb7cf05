// Share 1 of the API suite: its name says which (../shares.ts); npm run test:api runs every share side by side.
import { runShare } from '../shares';

runShare(__filename);
