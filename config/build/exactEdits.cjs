// Exact-text edits of code we do not write: Umi's generated files (config/build/serverRender.ts,
// config/build/renderAfterEntry.ts) and library files in webpack (config/build/libraryEdits.ts). Each edit names the
// exact text it expects, so a release that changed it fails the build rather than shipping the file
// unedited. Plain CommonJS: webpack runs the loader from this file as it is.

function applyEdits(text, edits, file) {
  return edits.reduce((edited, [expected, replacement]) => {
    if (!edited.includes(expected)) {
      throw new Error(`${file}: expected text not found, the edit needs a look: ${expected}`);
    }
    return edited.replace(expected, replacement);
  }, text);
}

/** The webpack loader: applies `options.edits` to the module's source. */
function exactEditsLoader(source) {
  return applyEdits(source, this.getOptions().edits, this.resourcePath);
}

module.exports = exactEditsLoader;
module.exports.applyEdits = applyEdits;
