/**
 * A JSON element the server sent with the page (server/json-element.ts): the answers of its content
 * calls, the region names it showed. Undefined when the page has none, or lost it in transit.
 */
export function pageJson(id: string, { take = false }: { take?: boolean } = {}): unknown {
  const element = document.getElementById(id);
  // Taken: what it says holds for the first page only.
  if (take) element?.remove();
  if (!element) return undefined;
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined; // A page cut short in transit.
  }
}
