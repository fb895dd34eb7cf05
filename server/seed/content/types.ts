/** The shape of the portal's written content, shared by every public page. */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'table'; columns: string[]; rows: string[][] }
  | { type: 'note'; text: string };

export interface Section {
  /** The route segment that shows this section alone, e.g. `Feature1`. */
  id: string;
  title: string;
  summary?: string;
  blocks: Block[];
}
