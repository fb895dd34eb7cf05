import type { Block, Section } from './content/types';

/** Pipes and line breaks would end a table cell early. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Today's structured blocks as the Markdown an admin will edit from now on. */
export function blockToMarkdown(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `### ${block.text}`;
    case 'list':
      return block.items.map((item, i) => (block.ordered ? `${i + 1}. ${item}` : `- ${item}`)).join('\n');
    case 'table':
      return [
        `| ${block.columns.map(cell).join(' | ')} |`,
        `| ${block.columns.map(() => '---').join(' | ')} |`,
        ...block.rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
      ].join('\n');
    case 'note':
      return `> ${block.text}`;
    default:
      return block.text;
  }
}

export const blocksToMarkdown = (blocks: Block[]): string => blocks.map(blockToMarkdown).join('\n\n');

/** A section's texts: its title, summary and blocks. */
export const sectionText = (section: Section) => ({
  title: section.title,
  summary: section.summary ?? '',
  body: blocksToMarkdown(section.blocks),
});
