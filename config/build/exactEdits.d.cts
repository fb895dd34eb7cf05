/** The webpack loader: applies `options.edits` to the module's source, refusing a missing text. */
declare function exactEditsLoader(
  this: { getOptions(): { edits: exactEditsLoader.Edit[] }; resourcePath: string },
  source: string,
): string;

declare namespace exactEditsLoader {
  /** An exact text a file must contain, and what replaces it. */
  type Edit = [expected: string, replacement: string];

  /** Applies each edit in turn; throws, naming `file`, when an expected text is missing. */
  function applyEdits(text: string, edits: Edit[], file: string): string;
}

export = exactEditsLoader;
