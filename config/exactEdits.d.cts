/** An exact text a file must contain, and what replaces it. */
export type Edit = [expected: string, replacement: string];

/** Applies each edit in turn; throws, naming `file`, when an expected text is missing. */
export function applyEdits(text: string, edits: Edit[], file: string): string;
