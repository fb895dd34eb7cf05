/**
 * A `<script type="application/json">` element of a page the server sends: every `<` is escaped, so
 * no text in the value can end the element early.
 */
export function jsonScriptElement(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}
