// Share 1 of the API suite (see ../shares.ts); npm run test:api runs both side by side.
import { runShare } from '../shares';

runShare(1, 2);
