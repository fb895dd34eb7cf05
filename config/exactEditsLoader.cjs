// A webpack loader that applies `options.edits` ([expected, replacement] pairs) to a library's source.
// Each edit names the exact text it expects: a library release that changed it fails the build here
// rather than shipping the file unedited.
module.exports = function exactEdits(source) {
  const { edits } = this.getOptions();
  return edits.reduce((text, [expected, replacement]) => {
    if (!text.includes(expected)) {
      throw new Error(`${this.resourcePath}: expected text not found, the edit needs a look: ${expected}`);
    }
    return text.replace(expected, replacement);
  }, source);
};
