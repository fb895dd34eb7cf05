/**
 * react-intl gives a plain-text message back as it is (config/build/plainMessages.ts): the edit finds its
 * text in the installed library, and for every message of every language it returns what
 * react-intl's own formatting gives.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import { LOCALES } from '../../common/locales';
import { ICU_SYNTAX, PLAIN_MESSAGE_EDITS, PLAIN_MESSAGE_FILE } from '../../config/build/plainMessages';
import { REACT_INTL_DIR as reactIntlDir, loadEdited } from './libraryEdits';

const require = createRequire(import.meta.url);
// react-intl's own formatting, as the app calls it.
const { createIntl } = require(reactIntlDir) as {
  createIntl: (config: { locale: string; messages: Record<string, string>; onError: () => void }) => {
    formatMessage: (descriptor: { id: string }, values?: Record<string, string>) => string;
  };
};
const MESSAGE_FILE = path.join(reactIntlDir, 'lib', 'formatters', 'message.js');

type Messages = Record<string, string>;
/** A language's every message, as the app loads them (src/locales/<locale>/index.ts). */
async function messagesOf(locale: string): Promise<Messages> {
  const { default: loaded } = (await import(`../../src/locales/${locale}/index.ts`)) as {
    default: Messages | { default: Messages };
  };
  // tsx hands an ES module's default export over either way.
  return (typeof loaded.default === 'object' ? loaded.default : loaded) as Messages;
}

/** The edited lines, run on their own: what `formatMessage` returns early, if anything. */
function earlyReturn(messages: Messages, id: string): string | undefined {
  const [[, edited]] = PLAIN_MESSAGE_EDITS;
  // eslint-disable-next-line no-new-func -- the edit's own text, run against a stand-in
  return new Function('messages', 'id', `${edited}\n    return undefined;`)(messages, id);
}

describe('plain messages', () => {
  test('the edit finds its text in the installed react-intl, in the file its rule selects', () => {
    assert.ok(PLAIN_MESSAGE_FILE.test(MESSAGE_FILE));
    const edited = loadEdited(MESSAGE_FILE, readFileSync(MESSAGE_FILE, 'utf8'), PLAIN_MESSAGE_EDITS);
    assert.match(edited, /return message;/);
  });

  test('a message with arguments, a plural, a tag or a quote is formatted as before', () => {
    for (const message of [
      'Hello {name}',
      '{n, plural, one {# team} other {# teams}}',
      'a <b>b</b>',
      "it's",
    ]) {
      assert.equal(earlyReturn({ m: message }, 'm'), undefined, message);
    }
    assert.equal(earlyReturn({}, 'missing'), undefined);
    assert.equal(earlyReturn({ m: '' }, 'm'), undefined);
  });

  for (const locale of LOCALES) {
    test(`every plain ${locale} message comes back as react-intl formats it`, async () => {
      const messages = await messagesOf(locale);
      const intl = createIntl({ locale, messages, onError: () => undefined });
      let plain = 0;
      for (const [id, message] of Object.entries(messages)) {
        const early = earlyReturn(messages, id);
        if (early === undefined) {
          assert.match(message, ICU_SYNTAX, `${id} has ICU syntax or is empty`);
          continue;
        }
        plain += 1;
        assert.equal(early, intl.formatMessage({ id }), id);
        assert.equal(early, intl.formatMessage({ id }, { unused: 'value' }), `${id} with values`);
      }
      assert.ok(plain > 500, `most ${locale} messages are plain (${plain})`);
    });
  }
});
