/** Items the server fell back for (no translation in the reader's language) say so. */
import { render, screen } from '@testing-library/react';
import React from 'react';
import { Translated } from '@/components/ShownIn';
import { formatMessage } from '../support/umiMock';

jest.mock('@umijs/max', () => jest.requireActual('../support/umiMock').umiMock());

describe('fallback note (reader in zh-CN)', () => {
  it('marks a name served in English', () => {
    render(<Translated text="Harbour Sprint" locale="en-US" />);
    expect(screen.getByText('Harbour Sprint')).toHaveAttribute('lang', 'en-US');
    expect(screen.getByTestId('shown-in')).toHaveTextContent(formatMessage({ id: 'content.shownIn.en-US' }));
  });

  it('says nothing when the name is in the reader’s language', () => {
    render(<Translated text="海港冲刺赛" locale="zh-CN" />);
    expect(screen.getByText('海港冲刺赛')).toBeInTheDocument();
    expect(screen.queryByTestId('shown-in')).toBeNull();
  });
});
