/**
 * The messages come in parts per language: the public pages' part at start, the sign-in page's with
 * the sign-in page, the account part with the first page of the account area, the admin console's
 * with the console. A reader of the public pages never downloads the others, a visitor signing in
 * only sign-in's, a member of the account area never the console's; a page never renders before its
 * messages are in.
 */
import { act, render, screen } from '@testing-library/react';
import { addLocale } from '@umijs/max';
import React, { Suspense } from 'react';
import { loadMessages, loadMessagesFor, messagesLoaded, messagesSettled, speaksPart } from '@/locales/load';
import AccountMessages from '@/wrappers/accountMessages';
import AdminMessages from '@/wrappers/adminMessages';
import SignInMessages from '@/wrappers/signInMessages';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../support/umiMock').umiMock(),
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
  const { mockLocale } = jest.requireActual('../support/umiMock');

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
    // The area's own words, and sign-in's, whose field rules its forms share.
    expect(keysAdded('en-US')).toContain('team.load.failed');
    expect(keysAdded('en-US')).toContain('account.rule.phone.pattern');
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
    expect(keysAdded('pt-BR')).not.toContain('team.load.failed');
    expect(messagesLoaded('pt-BR', 'account')).toBe(false);
    await loadMessages('pt-BR', 'account');
    expect(keysAdded('pt-BR')).toContain('team.load.failed');
    expect(messagesLoaded('pt-BR', 'account')).toBe(true);
  });

  it('each part is downloaded once', async () => {
    await Promise.all([loadMessages('zh-TW', 'account'), loadMessages('zh-TW', 'account')]);
    await loadMessages('zh-TW', 'account');
    expect(added.mock.calls.filter(([name]) => name === 'zh-TW')).toHaveLength(1);
  });

  it('a failed download ends the wait without adding anything, and is not asked for again', async () => {
    // The wrapper's test above met the failure first; sign-in's part, which it asked for too, came in.
    await expect(loadMessages('id-ID', 'account')).rejects.toThrow('offline');
    expect(messagesSettled('id-ID', 'account')).toBe(true);
    expect(messagesLoaded('id-ID', 'account')).toBe(false);
    expect(messagesLoaded('id-ID', 'signIn')).toBe(true);
    const accountKeys = Object.keys(jest.requireActual('@/locales/en-US/accountArea').default);
    expect(keysAdded('id-ID').filter((key) => accountKeys.includes(key))).toEqual([]);
  });

  it("a page's messages: the later parts where the page speaks them, settled even when one part fails", async () => {
    await loadMessagesFor('zh-CN', '/News');
    expect(keysAdded('zh-CN')).not.toContain('account.login.title');
    await loadMessagesFor('zh-CN', '/account/Login');
    expect(keysAdded('zh-CN')).toContain('account.login.title');
    expect(keysAdded('zh-CN')).not.toContain('team.load.failed');
    await loadMessagesFor('zh-CN', '/account/Team');
    expect(keysAdded('zh-CN')).toContain('team.load.failed');
    await expect(loadMessagesFor('id-ID', '/Admin')).resolves.toBeUndefined();
    expect(messagesLoaded('id-ID', 'site')).toBe(true);
  });

  it('the sign-in page speaks its own part only; the account area speaks it and its own', () => {
    for (const path of ['/account/Login', '/account/login'])
      expect([path, speaksPart('signIn', path), speaksPart('account', path)]).toEqual([path, true, false]);
    for (const path of ['/account/register', '/account/settings', '/Admin', '/EnrollFor/2'])
      expect([path, speaksPart('signIn', path), speaksPart('account', path)]).toEqual([path, true, true]);
    for (const path of ['/', '/News', '/account/LOGIN', '/exception/404'])
      expect([path, speaksPart('signIn', path)]).toEqual([path, false]);
  });

  it('every message the sign-in page names is in its part or the public one', () => {
    const { readdirSync, readFileSync } = jest.requireActual('node:fs');
    const path = jest.requireActual('node:path');
    const every = jest.requireActual('@/locales/en-US/index').default;
    const spoken = {
      ...jest.requireActual('@/locales/en-US/site').default,
      ...jest.requireActual('@/locales/en-US/signIn').default,
    };
    // The page's route shell and the sign-in feature it is made of.
    const folders = ['../../../src/pages/account/Login', '../../../src/features/accounts/signIn'].map(
      (folder) => path.join(__dirname, folder),
    );
    // Every string that reads as a message id (its first word one of the ids'), known or not.
    const families = new Set(Object.keys(every).map((id) => id.split('.')[0]));
    const named: string[] = folders.flatMap((folder) =>
      readdirSync(folder).flatMap((file: string) =>
        [...(readFileSync(path.join(folder, file), 'utf8') as string).matchAll(/'([\w-]+(?:\.[\w-]+)+)'/g)]
          .map(([, id]) => id)
          .filter((id) => families.has(id.split('.')[0])),
      ),
    );
    expect(named).toContain('account.login.forgot');
    expect(named).toContain('twoFactor.rule.code.pattern');
    expect(named.filter((id) => !(id in spoken))).toEqual([]);
  });

  it('the sign-in page renders once its part is in', async () => {
    const { mockLocale } = jest.requireActual('../support/umiMock');
    mockLocale.current = 'zh-TW';
    render(
      <Suspense fallback={<p>loading</p>}>
        <SignInMessages />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(messagesLoaded('zh-TW', 'signIn')).toBe(true);
    expect(keysAdded('zh-TW')).toContain('account.login.title');
  });

  it('the pages that speak the account part are the account area, not the public pages', () => {
    for (const path of ['/account/register', '/account/Team/Create/3', '/Admin', '/EnrollFor/2'])
      expect([path, speaksPart('account', path)]).toEqual([path, true]);
    for (const path of [
      '/',
      '/News',
      '/News/3',
      '/About',
      '/Rule/venue-change',
      '/admin',
      '/exception/404',
      '/account/Login',
    ])
      expect([path, speaksPart('account', path)]).toEqual([path, false]);
  });
});

describe('the admin console', () => {
  const { mockLocale } = jest.requireActual('../support/umiMock');

  it('waits for its own words, which no other part holds, and only the console speaks them', async () => {
    mockLocale.current = 'en-US';
    await loadMessages('en-US', 'account');
    expect(keysAdded('en-US')).toContain('team.load.failed');
    const consoleKeys = Object.keys(jest.requireActual('@/locales/en-US/admin').default);
    expect(consoleKeys).toContain('admin.tab.news');
    expect(keysAdded('en-US').filter((key) => consoleKeys.includes(key))).toEqual([]);
    render(
      <Suspense fallback={<p>loading</p>}>
        <AdminMessages />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(messagesLoaded('en-US', 'admin')).toBe(true);
    expect(keysAdded('en-US')).toContain('admin.locale.en-US');
    expect(speaksPart('admin', '/Admin')).toBe(true);
    for (const path of ['/admin', '/account/Login', '/account/center', '/EnrollFor/2', '/News'])
      expect([path, speaksPart('admin', path)]).toEqual([path, false]);
  });

  // Last in the file: the tests above expect Portuguese without its account part.
  it('a visit that starts on the console loads the four parts', async () => {
    await loadMessagesFor('pt-BR', '/Admin');
    expect(
      ['site', 'signIn', 'account', 'admin'].map((part) => messagesLoaded('pt-BR', part as never)),
    ).toEqual([true, true, true, true]);
  });
});
