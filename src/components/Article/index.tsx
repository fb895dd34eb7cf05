import { Alert, Card, Typography } from 'antd';
import React from 'react';
import type { Block, Section } from '@/content/types';
import styles from './index.less';

const { Title, Paragraph } = Typography;

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading':
      return <Title level={4}>{block.text}</Title>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {block.columns.map((c) => (
                  <th key={c}>{c}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) => (
                    <td key={`${i}-${cell}`}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'note':
      return <Alert className={styles.note} type="info" showIcon message={block.text} />;
    default:
      return <Paragraph>{block.text}</Paragraph>;
  }
}

interface ArticleProps {
  section: Section;
  extra?: React.ReactNode;
  /** A line under the title (date, category, reading time) for pages whose sections carry metadata. */
  meta?: React.ReactNode;
}

/** One section of written content: a title, an optional summary and its blocks. */
export default function Article({ section, extra, meta }: ArticleProps) {
  return (
    <Card id={section.id} className={styles.article} variant="borderless" extra={extra}>
      <Title level={2}>{section.title}</Title>
      {meta && <div className={styles.meta}>{meta}</div>}
      {section.summary && <Paragraph type="secondary">{section.summary}</Paragraph>}
      {section.blocks.map((block, i) => (
        // Blocks are static content in a fixed order.
        // eslint-disable-next-line react/no-array-index-key
        <BlockView key={i} block={block} />
      ))}
    </Card>
  );
}
