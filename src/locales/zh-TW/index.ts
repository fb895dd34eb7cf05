/**
 * Every message of the language: the public part, the sign-in page's, the account part and the admin
 * console's (./site.ts, ./signIn.ts, ./accountArea.ts, ./admin.ts).
 */
import accountArea from './accountArea';
import admin from './admin';
import signIn from './signIn';
import site from './site';

export default { ...site, ...signIn, ...accountArea, ...admin };
