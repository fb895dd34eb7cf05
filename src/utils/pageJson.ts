/**
 * A JSON object the server sent with the page (server/json-element.ts): the answers of its content
 * calls, the region names it showed. Empty when the page has none, or lost it in transit.
 */
export function pageJson(id: string, { take = false }: { take?: boolean } = {}): Record<string, unknown> {
  const element = document.getElementById(id);
  // Taken: what it says holds for the first page only.
  if (take) element?.remove();
  try {
    const value: unknown = JSON.parse(element?.textContent || '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {}; // A page cut short in transit.
  }
}
