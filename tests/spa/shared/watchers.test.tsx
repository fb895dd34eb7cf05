/**
 * The offline notice and the new-version prompt really fire (spec section 4).
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import React from 'react';
import AppWatchers from '@/components/AppWatchers';
import { toastsShown } from '@/utils/feedback';
import { PAGE_SCRIPTS_ELEMENT } from '@common/page-content';
import { entryScriptOf, isNewVersionOut } from '@/utils/version';

jest.mock('@umijs/max', () => jest.requireActual('../support/umiMock').umiMock());

const page = (entry: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="root"></div><script src="${entry}"></script></body></html>`;

let warning: jest.SpyInstance;
let info: jest.SpyInstance;
let fetchMock: jest.Mock;

beforeEach(() => {
  warning = jest.spyOn(notification, 'warning').mockImplementation(() => undefined);
  info = jest.spyOn(notification, 'info').mockImplementation(() => undefined);
  fetchMock = jest.fn();
  (global as unknown as { fetch: jest.Mock }).fetch = fetchMock;
  document.body.innerHTML = '<script src="/user/dist/umi.1a2b3c4d.js"></script>';
});

afterEach(() => jest.restoreAllMocks());

describe('offline notice', () => {
  it('shows when the connection drops and closes when it returns, with no code left to fetch', async () => {
    render(<AppWatchers />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(region).toHaveTextContent('网络已断开');
    expect(region).toHaveTextContent('恢复连接后会自动关闭此提示');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(region).toBeEmptyDOMElement();
    // Drawn by the page itself: antd's notification code is not needed for it.
    await toastsShown();
    expect(warning).not.toHaveBeenCalled();
  });

  it('closes when the reader closes it, and shows again at the next drop', () => {
    render(<AppWatchers />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    fireEvent.click(screen.getByRole('button', { name: '关闭此提示' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('网络已断开');
  });

  it('shows at once on a page opened without a connection', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    render(<AppWatchers />);
    expect(screen.getByRole('status')).toHaveTextContent('网络已断开');
  });
});

describe('new-version prompt', () => {
  it('reads the entry script of a built index page', () => {
    expect(entryScriptOf(page('/user/dist/umi.9f8e7d6c.js'))).toBe('/user/dist/umi.9f8e7d6c.js');
    expect(entryScriptOf('<html></html>')).toBeUndefined();
  });

  it('reads it from the list of scripts of a page the server rendered', () => {
    const rendered = `<html><body><div id="root"><main>News</main></div><script type="application/json" id="${PAGE_SCRIPTS_ELEMENT}">["/user/dist/umi.9f8e7d6c.js","/user/dist/p__News.1a2b3c4d.async.js"]</script><script>loader()</script></body></html>`;
    expect(entryScriptOf(rendered)).toBe('/user/dist/umi.9f8e7d6c.js');
    expect(entryScriptOf(rendered.replace('"]', ''))).toBeUndefined();
  });

  it('knows when the served build is the running one', async () => {
    fetchMock.mockResolvedValue(new Response(page('/user/dist/umi.1a2b3c4d.js')));
    await expect(isNewVersionOut('/')).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledWith('/', expect.objectContaining({ cache: 'no-store' }));
  });

  it('offers a refresh when a newer build is deployed', async () => {
    fetchMock.mockResolvedValue(new Response(page('/user/dist/umi.5e6f7a8b.js')));
    render(<AppWatchers />);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith(
        expect.objectContaining({ key: 'app-update', message: '有新内容', duration: 0 }),
      ),
    );
  });

  it('stays quiet when the build is unchanged or the server is unreachable', async () => {
    fetchMock.mockResolvedValueOnce(new Response(page('/user/dist/umi.1a2b3c4d.js')));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<AppWatchers />);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await toastsShown();
    expect(info).not.toHaveBeenCalled();
  });
});

describe('new-version prompt when the running build is gone', () => {
  afterEach(() => jest.dontMock('antd'));

  it("offers a plain refresh link when the button's code can no longer be fetched", async () => {
    fetchMock.mockResolvedValue(new Response(page('/user/dist/umi.5e6f7a8b.js')));
    // A rebuild in place removed this build's chunks: loading the button fails as webpack's would.
    const actual = jest.requireActual('antd');
    jest.doMock(
      'antd',
      () =>
        new Proxy(actual, {
          get: (target, key) => {
            if (key === 'Button') throw new Error('Loading chunk 6575 failed.');
            return target[key as keyof typeof target];
          },
        }),
    );
    render(<AppWatchers />);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(info).toHaveBeenCalledWith(expect.objectContaining({ key: 'app-update' })));
    const { actions } = info.mock.calls[0][0] as { actions: { type: unknown; props: unknown } };
    expect(actions.type).toBe('a');
    expect(actions.props).toEqual(expect.objectContaining({ href: window.location.href, children: '刷新' }));
  });
});
