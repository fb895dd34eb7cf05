/**
 * Umi's locale plugin learns the interface languages from the files in this folder and bundles
 * what they export into every page. The messages themselves load per language and per part
 * (`./load.ts`), so a visitor downloads only their own, and a public page only its part.
 */
export default {};
