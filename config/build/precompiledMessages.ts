/**
 * A Umi plugin: the messages arrive parsed, and intl-messageformat's parser stays out of the browser.
 *
 * intl-messageformat 7 parses a message given as text on its first use, with a parser that weighed
 * 4.5 KB (Brotli) in every visitor's entry. It takes a syntax tree as readily, which is how FormatJS
 * advises shipping messages: the message files' loader (config/build/messageAst.cjs) parses each message
 * with ICU syntax at build time, with the same parser and options, and the library's core no longer
 * imports the parser. Plain messages stay text, returned as they are (config/build/plainMessages.ts).
 * Should a message come as text with ICU syntax all the same (a `defaultMessage`), react-intl reports
 * the error and shows the text. A parsed message formatted without one of its values shows its id,
 * where its text showed the placeholder: a test formats every message with its values.
 */
import path from 'node:path';
import type { IApi } from 'umi';
import type { Edit } from './exactEdits.cjs';
import { editLibraryFiles } from './libraryEdits';
import { ICU_SYNTAX } from './plainMessages';

const ROOT = path.resolve(__dirname, '../..').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The files of messages, in this project: each language's, part by part, and the rules' sentences,
 * which the message files spread in (src/locales/ruleMessages.ts; the server, which reads them as
 * text, is not built by webpack).
 */
export const MESSAGE_FILE = new RegExp(
  `^${ROOT}[\\\\/](?:src[\\\\/]locales[\\\\/][a-z]{2}-[A-Z]{2}[\\\\/][^\\\\/]+|common[\\\\/]rules)\\.ts$`,
);

export const MESSAGE_AST_LOADER = path.resolve(__dirname, 'messageAst.cjs');

export const NO_RUNTIME_PARSER_EDITS: Edit[] = [
  ["import { parse } from 'intl-messageformat-parser';\n", ''],
  ['    IntlMessageFormat.__parse = parse;\n', ''],
];

export const MESSAGE_FORMAT_CORE = /[\\/]node_modules[\\/]intl-messageformat[\\/]lib[\\/]core\.js$/;

export default (api: IApi) => {
  editLibraryFiles(api, [
    { rule: 'intl-messageformat-no-parser', test: MESSAGE_FORMAT_CORE, edits: NO_RUNTIME_PARSER_EDITS },
  ]);
  api.chainWebpack((memo) => {
    memo.module
      .rule('message-ast')
      .test(MESSAGE_FILE)
      .enforce('pre')
      .use('message-ast')
      .loader(MESSAGE_AST_LOADER)
      .options({ icuSyntax: ICU_SYNTAX.source });
    return memo;
  });
};
