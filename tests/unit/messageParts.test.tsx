/**
 * The messages come in two parts per language: the public pages' part at start, the account part with
 * the first page that speaks it. A reader of the public pages never downloads the account part; a
 * page of the account area never renders before its messages are in.
 */
import { act, render, screen } from '@testing-library/react';
import { addLocale } from '@umijs/max';
import React, { Suspense } from 'react';
import {
  loadMessages,
  loadMessagesFor,
  messagesLoaded,
  messagesSettled,
  usesAccountMessages,
} from '@/locales/load';
import AccountMessages from '@/wrappers/accountMessages';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('./umiMock').umiMock(),
  Outlet: () => <p>the page</p>,
}));
// Indonesian's account part never arrives: the network is gone.
jest.mock('@/locales/id-ID/accountArea', () => {
  throw new Error('offline');
});

const added = addLocale as jest.Mock;
const keysAdded = (locale: string) =>
  added.mock.calls.filter(([name]) => name === locale).flatMap(([, messages]) => Object.keys(messages));

describe('a page of the account area', () => {
  const { mockLocale } = jest.requireActual('./umiMock');

  it('shows the loading state until its messages are in, then the page', async () => {
    mockLocale.current = 'en-US';
    render(
      <Suspense fallback={<p>loading</p>}>
        <AccountMessages />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();
    await act(() => loadMessages('en-US', 'account'));
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(keysAdded('en-US')).toContain('team.load.failed');
  });

  it('renders anyway when they cannot be downloaded, rather than wait for ever', async () => {
    mockLocale.current = 'id-ID';
    render(
      <Suspense fallback={<p>loading</p>}>
        <AccountMessages />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
  });
});

describe('the parts of the messages', () => {
  it('the site part holds no account message, and the account part is added when asked for', async () => {
    await loadMessages('pt-BR');
    expect(keysAdded('pt-BR')).toContain('menu.home');
    expect(keysAdded('pt-BR')).not.toContain('account.login.title');
    expect(messagesLoaded('pt-BR', 'account')).toBe(false);
    await loadMessages('pt-BR', 'account');
    expect(keysAdded('pt-BR')).toContain('account.login.title');
    expect(messagesLoaded('pt-BR', 'account')).toBe(true);
  });

  it('each part is downloaded once', async () => {
    await Promise.all([loadMessages('zh-TW', 'account'), loadMessages('zh-TW', 'account')]);
    await loadMessages('zh-TW', 'account');
    expect(added.mock.calls.filter(([name]) => name === 'zh-TW')).toHaveLength(1);
  });

  it('a failed download ends the wait without adding anything, and is not asked for again', async () => {
    // The wrapper's test above met the failure first.
    await expect(loadMessages('id-ID', 'account')).rejects.toThrow('offline');
    expect(messagesSettled('id-ID', 'account')).toBe(true);
    expect(messagesLoaded('id-ID', 'account')).toBe(false);
    expect(keysAdded('id-ID')).toEqual([]);
  });

  it("a page's messages: the account part where the page speaks it, settled even when one part fails", async () => {
    await loadMessagesFor('zh-CN', '/News');
    expect(keysAdded('zh-CN')).not.toContain('account.login.title');
    await loadMessagesFor('zh-CN', '/account/Login');
    expect(keysAdded('zh-CN')).toContain('account.login.title');
    await expect(loadMessagesFor('id-ID', '/Admin')).resolves.toBeUndefined();
    expect(messagesLoaded('id-ID', 'site')).toBe(true);
  });

  it('the pages that speak the account part are sign-in and the account area, not the public pages', () => {
    for (const path of [
      '/account/Login',
      '/account/register',
      '/account/Team/Create/3',
      '/Admin',
      '/EnrollFor/2',
    ])
      expect([path, usesAccountMessages(path)]).toEqual([path, true]);
    for (const path of ['/', '/News', '/News/3', '/About', '/Rule/venue-change', '/admin', '/exception/404'])
      expect([path, usesAccountMessages(path)]).toEqual([path, false]);
  });
});
