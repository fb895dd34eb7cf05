import type * as API from '@common/contract';

/** A scheme name in the reader's language, else English, else Chinese (the contract has one of them). */
export const localName = (names: API.ScoringNames, locale: string) =>
  names[locale as keyof API.ScoringNames] ?? names['en-US'] ?? names['zh-CN'] ?? '';

/** The scheme component a run is scored on, from the board, with the scheme's version. */
export function componentOf(board: API.RefereeBoard, run: API.RunView) {
  const scheme = board.schemes.find((s) => s.competitionId === run.competitionId);
  const component = scheme?.components.find((c) => c.key === run.component);
  return scheme && component ? { scheme, component } : undefined;
}
