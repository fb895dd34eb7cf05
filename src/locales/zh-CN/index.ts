/**
 * Every message of the language: the public part, the account part and the admin console's
 * (./site.ts, ./accountArea.ts, ./admin.ts).
 */
import accountArea from './accountArea';
import admin from './admin';
import site from './site';

export default { ...site, ...accountArea, ...admin };
