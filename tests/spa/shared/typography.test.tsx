/**
 * The read-only Title, Paragraph and Text (src/components/Typography): a reader sees what antd's
 * Typography shows, the same elements and classes under the same theme, without antd's copy, edit and
 * ellipsis code.
 */
import { render } from '@testing-library/react';
import { ConfigProvider, Typography } from 'antd';
import React from 'react';
import { Paragraph, Text, Title } from '@/components/Typography';

/** What a piece of text renders to, inside a provider of its own prefix as the app's could set. */
const markup = (node: React.ReactElement, prefixCls?: string) =>
  render(<ConfigProvider prefixCls={prefixCls}>{node}</ConfigProvider>).container.innerHTML;

const CASES: [string, React.ReactElement, React.ReactElement][] = [
  ['a level-1 title', <Title key="ours">News</Title>, <Typography.Title key="antd">News</Typography.Title>],
  [
    'a level-3 title with a class',
    <Title key="ours" level={3} className="x">
      Tracks
    </Title>,
    <Typography.Title key="antd" level={3} className="x">
      Tracks
    </Typography.Title>,
  ],
  [
    'a secondary paragraph in a language',
    <Paragraph key="ours" type="secondary" lang="en-US">
      Summary
    </Paragraph>,
    <Typography.Paragraph key="antd" type="secondary" lang="en-US">
      Summary
    </Typography.Paragraph>,
  ],
  [
    'strong text',
    <Text key="ours" strong>
      18 August
    </Text>,
    <Typography.Text key="antd" strong>
      18 August
    </Typography.Text>,
  ],
  [
    'code',
    <Text key="ours" code>
      html
    </Text>,
    <Typography.Text key="antd" code>
      html
    </Typography.Text>,
  ],
  [
    'strong code',
    <Text key="ours" strong code>
      npm start
    </Text>,
    <Typography.Text key="antd" strong code>
      npm start
    </Typography.Text>,
  ],
  [
    'styled secondary text with a test id',
    <Text key="ours" type="secondary" style={{ fontSize: 12 }} data-testid="shown-in">
      Shown in English
    </Text>,
    <Typography.Text key="antd" type="secondary" style={{ fontSize: 12 }} data-testid="shown-in">
      Shown in English
    </Typography.Text>,
  ],
];

describe('read-only typography', () => {
  it.each(CASES)('%s renders as antd’s does', (_, ours, antds) => {
    expect(markup(ours)).toBe(markup(antds));
  });

  it('follows the provider’s class prefix, as antd’s does', () => {
    const ours = markup(<Paragraph type="secondary">p</Paragraph>, 'site');
    expect(ours).toContain('site-typography-secondary');
    expect(ours).toBe(markup(<Typography.Paragraph type="secondary">p</Typography.Paragraph>, 'site'));
  });
});
