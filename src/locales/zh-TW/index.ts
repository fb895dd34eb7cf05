/** Every message of the language: the public part and the account part (./site.ts, ./accountArea.ts). */
import accountArea from './accountArea';
import site from './site';

export default { ...site, ...accountArea };
