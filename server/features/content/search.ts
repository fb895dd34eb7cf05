/** Searching lists by a keyword a person typed. */

/** `%keyword%` for ILIKE, with `%`, `_` and `\` typed by a person taken literally, not as wildcards. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
