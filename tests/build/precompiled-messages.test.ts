/**
 * The messages arrive parsed (config/build/precompiledMessages.ts): every message of every language reads
 * as it did when intl-messageformat parsed it in the browser, and the library's core no longer brings
 * its parser.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import ts from 'typescript';
import { LOCALES } from '../../common/locales';
import { ICU_SYNTAX } from '../../config/build/plainMessages';
import {
  MESSAGE_AST_LOADER,
  MESSAGE_FILE,
  MESSAGE_FORMAT_CORE,
  NO_RUNTIME_PARSER_EDITS,
} from '../../config/build/precompiledMessages';
import { REACT_INTL_DIR, loadEdited } from './libraryEdits';

const require = createRequire(import.meta.url);
// The loader as webpack runs it.
const loader = require(MESSAGE_AST_LOADER) as (this: unknown, source: string) => string;
const load = (file: string, source: string) =>
  loader.call({ resourcePath: file, getOptions: () => ({ icuSyntax: ICU_SYNTAX.source }) }, source);

type Message = string | { type: number; value: string }[];
type Intl = {
  formatMessage: (descriptor: { id: string }, values?: Record<string, string>) => unknown;
};
const { createIntl } = require(REACT_INTL_DIR) as {
  createIntl: (config: { locale: string; messages: Record<string, Message>; onError: () => void }) => Intl;
};

/** A message file's messages, from its source as given (its imports from the file's folder). */
function evaluate(file: string, source: string): Record<string, Message> {
  // A module's default export, or (common/rules.ts) its named ones.
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2020,
      esModuleInterop: true,
    },
  });
  const module = { exports: {} as { default?: Record<string, Message> } };
  // eslint-disable-next-line no-new-func -- the file's own code, compiled as webpack's loader leaves it
  new Function('require', 'module', 'exports', outputText)(createRequire(file), module, module.exports);
  return module.exports.default ?? (module.exports as Record<string, Message>);
}

/** A value for each argument a parsed message names. */
const valuesFor = (message: Message) =>
  Object.fromEntries(
    (Array.isArray(message) ? message : [])
      .filter((element) => element.type !== 0)
      .map((element) => [element.value, `‹${element.value}›`]),
  );

const LOCALE_DIR = path.resolve(__dirname, '../../src/locales');

describe('precompiled messages', () => {
  test("intl-messageformat's core, as webpack gets it, imports no parser", () => {
    const core = require.resolve('intl-messageformat/lib/core.js');
    assert.ok(MESSAGE_FORMAT_CORE.test(core));
    const edited = loadEdited(core, readFileSync(core, 'utf8'), NO_RUNTIME_PARSER_EDITS);
    assert.doesNotMatch(edited, /intl-messageformat-parser/);
    assert.doesNotMatch(edited, /__parse = /);
  });

  test('a message with ICU syntax becomes its tree, a plain one stays text, whatever its quotes', () => {
    const source = [
      'export default {',
      "  'a.plain': 'Sign in',",
      "  'a.argument': 'Resend in {count} s',",
      "  'a.quote': 'It\\'s {name}\\'s',",
      '  \'a.double\': "Team \\"{team}\\"",',
      "  'a.long':",
      "    'Over {max} characters',",
      '};',
    ].join('\n');
    const messages = evaluate(
      path.join(LOCALE_DIR, 'en-US', 'x.ts'),
      load('/x/src/locales/en-US/x.ts', source),
    );
    assert.equal(messages['a.plain'], 'Sign in');
    assert.deepEqual(messages['a.argument'], [
      { type: 0, value: 'Resend in ' },
      { type: 1, value: 'count' },
      { type: 0, value: ' s' },
    ]);
    assert.ok(Array.isArray(messages['a.quote']));
    assert.ok(Array.isArray(messages['a.double']));
    assert.deepEqual(messages['a.long'], [
      { type: 0, value: 'Over ' },
      { type: 1, value: 'max' },
      { type: 0, value: ' characters' },
    ]);
  });

  for (const locale of LOCALES) {
    test(`every ${locale} message reads as react-intl formatted it from its text`, () => {
      let parsed = 0;
      for (const name of readdirSync(path.join(LOCALE_DIR, locale))) {
        const file = path.join(LOCALE_DIR, locale, name);
        assert.ok(MESSAGE_FILE.test(file), file);
        const source = readFileSync(file, 'utf8');
        // The messages the file writes itself; the rest it spreads in from another file.
        const written = new Set([...source.matchAll(/^ {2}'([^']+)':/gm)].map(([, id]) => id));
        const text = evaluate(file, source);
        const trees = evaluate(file, load(file, source));
        const before = createIntl({ locale, messages: text, onError: () => undefined });
        const after = createIntl({ locale, messages: trees, onError: () => undefined });
        assert.deepEqual(Object.keys(trees), Object.keys(text), file);
        for (const [id, message] of Object.entries(text)) {
          const tree = trees[id];
          if (!written.has(id)) continue;
          if (typeof message === 'string' && ICU_SYNTAX.test(message)) {
            assert.ok(Array.isArray(tree), `${id} is parsed`);
            parsed += 1;
          } else assert.equal(tree, message, `${id} stays as it is`);
          const values = valuesFor(tree);
          assert.deepEqual(after.formatMessage({ id }, values), before.formatMessage({ id }, values), id);
        }
      }
      assert.ok(parsed > 50, `${locale} has messages with arguments (${parsed})`);
    });
  }

  test("the rules' sentences, which the message files spread in, read as they did in every language", () => {
    const file = path.resolve(__dirname, '../../common/rules.ts');
    assert.ok(MESSAGE_FILE.test(file));
    const source = readFileSync(file, 'utf8');
    const sentences = (compiled: string) =>
      (evaluate(file, compiled) as unknown as { RULE_SENTENCES: Record<string, Record<string, Message>> })
        .RULE_SENTENCES;
    const text = sentences(source);
    const trees = sentences(load(file, source));
    for (const locale of LOCALES) {
      const messages = (all: Record<string, Record<string, Message>>) =>
        Object.fromEntries(
          Object.entries(all[locale]).map(([code, sentence]) => [`team.rule.${code}`, sentence]),
        );
      const before = createIntl({ locale, messages: messages(text), onError: () => undefined });
      const after = createIntl({ locale, messages: messages(trees), onError: () => undefined });
      for (const [code, sentence] of Object.entries(trees[locale])) {
        assert.ok(Array.isArray(sentence) || !ICU_SYNTAX.test(text[locale][code] as string), code);
        const values = valuesFor(sentence);
        const id = `team.rule.${code}`;
        assert.deepEqual(after.formatMessage({ id }, values), before.formatMessage({ id }, values), id);
      }
    }
  });
});
