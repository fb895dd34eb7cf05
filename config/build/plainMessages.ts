/**
 * A Umi plugin: a message that is plain text is its own formatted form, and react-intl 3 now returns
 * it as it is.
 *
 * react-intl formats every message alike: it merges the date and time formats, serialises them with
 * the message into a cache key, and parses the message on its first use. For the most part of a page's
 * messages (a menu label, a button) that is all spent to give back the text itself. Hydrating a
 * public page formats a hundred of them; on a phone's slowed CPU that was a long task of its own.
 *
 * Plain means no character ICU's syntax gives a meaning to: arguments and plurals (`{`, `}`, `#`),
 * rich-text tags (`<`) and quoting (`'`). Such a message formats to itself whatever the values, so
 * the early return changes no text (tests/build/plain-messages.test.ts checks every message).
 */
import type { IApi } from 'umi';
import type { Edit } from './exactEdits.cjs';
import { editLibraryFiles } from './libraryEdits';

/** The characters that make a message more than its own text. */
export const ICU_SYNTAX = /[{}<'#]/;

export const PLAIN_MESSAGE_EDITS: Edit[] = [
  [
    '    const message = messages && messages[String(id)];',
    `    const message = messages && messages[String(id)];
    if (typeof message === 'string' && message && !${ICU_SYNTAX}.test(message)) return message;`,
  ],
];

export const PLAIN_MESSAGE_FILE = /[\\/]node_modules[\\/]react-intl[\\/]lib[\\/]formatters[\\/]message\.js$/;

export default (api: IApi) =>
  editLibraryFiles(api, [
    { rule: 'react-intl-plain-messages', test: PLAIN_MESSAGE_FILE, edits: PLAIN_MESSAGE_EDITS },
  ]);
