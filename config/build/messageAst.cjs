// A webpack loader for the message files (src/locales/<locale>/*.ts): each message with ICU syntax
// becomes the syntax tree intl-messageformat would parse it into in the browser, parsed here by that
// same parser with the same options (config/build/precompiledMessages.ts). Plain CommonJS: webpack runs the
// loader from this file as it is.
const path = require('node:path');
const ts = require('typescript');

// The parser intl-messageformat itself imports, whichever copy that is.
const { parse } = require(
  require.resolve('intl-messageformat-parser', {
    paths: [path.dirname(require.resolve('intl-messageformat/package.json'))],
  }),
);

/** intl-messageformat 7's options when it parses a message given as text (lib/core.js). */
const PARSE_OPTIONS = { normalizeHashtagInPlural: false };

/** The source with every string property whose text matches `icuSyntax` replaced by its tree. */
function parseMessages(source, file, icuSyntax) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const trees = [];
  const visit = (node) => {
    const value = ts.isPropertyAssignment(node) ? node.initializer : undefined;
    if (value && ts.isStringLiteralLike(value) && icuSyntax.test(value.text)) {
      trees.push([value.getStart(sourceFile), value.end, JSON.stringify(parse(value.text, PARSE_OPTIONS))]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return trees.reduceRight(
    (text, [start, end, tree]) => text.slice(0, start) + tree + text.slice(end),
    source,
  );
}

/** The webpack loader; `options.icuSyntax` is the pattern's source. */
function messageAstLoader(source) {
  return parseMessages(source, this.resourcePath, new RegExp(this.getOptions().icuSyntax));
}

module.exports = messageAstLoader;
module.exports.parseMessages = parseMessages;
module.exports.PARSE_OPTIONS = PARSE_OPTIONS;
