import { startTransition, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { isHydrating } from '@/ssr/hydration';

/**
 * Whether a row of entries (a menu, a tab bar) must fold into something narrower because it does not
 * fit its element: `needed` measures, while the row is unfolded, the width the element must have for
 * it (which depends on the language and on who is signed in, so it is measured rather than guessed
 * with a breakpoint). Folded, the row is gone, so the last measure stands until `signature` changes,
 * which unfolds it to measure again. Both happen before the browser paints. `alwaysFolded` names
 * windows where no row fits, folded by a style already.
 */
export function useFolded(
  element: RefObject<HTMLElement>,
  signature: string,
  needed: (element: HTMLElement) => number,
  alwaysFolded: () => boolean = () => false,
): boolean {
  // Unfolded at first, as the server renders it. On a page the browser hydrates, a fold is a
  // transition: an urgent update before the page has hydrated would have React render it anew.
  const [folded, setFoldedNow] = useState(false);
  const setFolded = (fold: boolean) =>
    isHydrating() ? startTransition(() => setFoldedNow(fold)) : setFoldedNow(fold);
  const measured = useRef<{ signature: string; width: number }>();
  useLayoutEffect(() => {
    const current = element.current;
    if (!current) return undefined;
    const check = () => {
      if (alwaysFolded()) return;
      if (!folded) {
        measured.current = { signature, width: needed(current) };
        setFolded(current.clientWidth < measured.current.width);
      } else if (measured.current?.signature !== signature) {
        setFolded(false); // Measure again, unfolded.
      } else {
        setFolded(current.clientWidth < measured.current.width);
      }
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(current);
    return () => observer.disconnect();
  }, [element, folded, signature]);
  return folded;
}
