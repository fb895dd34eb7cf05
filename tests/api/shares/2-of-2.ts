// Share 2 of the API suite (see ../shares.ts); npm run test:api runs both side by side.
import { runShare } from '../shares';

runShare(2, 2);
