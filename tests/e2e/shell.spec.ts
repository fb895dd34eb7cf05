/**
 * The portal shell in a real browser against the production build and server: signed-out visitors
 * of account pages are sent to login, wrong-case paths show 404, catalogue cases show in the page,
 * titles and locales, the offline notice and the new-version prompt. Every route's rendering, layout
 * and accessibility on a phone is the walk in routes.*.spec.ts.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { LOCALES } from '../../common/locales';
import { PAGE_SCRIPTS_ELEMENT } from '../../common/page-content';
import { ALWAYS_FOLDED_BELOW, neededRowWidth } from '../../src/components/SiteLayout/fold';
import { NOT_FOUND_TEXT, openInApp, pageReady, signIn } from './support';

/** The text of every script a first visit to the page downloads. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto(path);
  await pageReady(page);
  const texts = await Promise.all(scripts);
  expect(texts.length).toBeGreaterThan(0);
  return texts;
}

test.describe('account pages', () => {
  test('signed out, an account page sends the visitor to login and keeps the way back', async ({ page }) => {
    await page.goto('/account/Team/Attendance');
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount%2FTeam%2FAttendance$/);
  });

  test('signed out, /Admin sends the visitor to login', async ({ page }) => {
    await page.goto('/Admin');
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2FAdmin$/);
  });
});

test.describe('case-sensitive matching', () => {
  // One page visits them all (a step each), so the build's scripts come from its cache after the first.
  test('wrong-case and unknown paths show the 404 page', async ({ page }) => {
    for (const path of ['/about', '/ABOUT', '/news/1', '/admin', '/trivia/urc', '/no/such/page', '/404']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
      });
    }
  });
});

test.describe("antd's parts that load when a page first renders them (config/build/antdParts.ts)", () => {
  test("a 404 page draws Result's illustration", async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.locator('.ant-result-image svg')).toBeVisible();
  });

  test('a page with no tooltip, menu or select downloads none of their code', async ({ page }) => {
    const texts = await scriptsOf(page, '/About');
    // @rc-component/trigger, under every antd tooltip, drop-down and select, names its popups so.
    expect(texts.filter((text) => text.includes('rc-trigger-popup'))).toHaveLength(0);
  });

  test("a copy button still shows Typography's tooltip and copies", async ({ page }) => {
    await page.goto('/database/list');
    // The server's HTML shows the button at once; its tooltip comes with the app.
    await pageReady(page);
    const copy = page.locator('.ant-typography-copy').first();
    await copy.hover();
    await expect(page.getByRole('tooltip')).toHaveText('复制');
    await copy.click();
    await expect(page.getByRole('tooltip')).toHaveText('复制成功');
  });
});

test.describe('what the browsers of `targets` have (.umirc.ts)', () => {
  test("a page that watches sizes uses the browser's ResizeObserver, not a polyfill", async ({ page }) => {
    const texts = await scriptsOf(page, '/About');
    // resize-observer-polyfill's own message; the browser's ResizeObserver is native code.
    expect(texts.filter((text) => text.includes('1 argument required, but only 0 present.'))).toHaveLength(0);
    // rc-resize-observer builds its observer as its module loads: without one, the page would fail.
    await expect(page.locator('main h1')).toBeVisible();
  });
});

test.describe('the site menu (components/SiteLayout)', () => {
  test("folds without measuring only where no language's row fits, and elsewhere where its row does not", async ({
    browser,
  }) => {
    // Each language's row is measured with the fonts installed here (scripts/install-test-deps.sh
    // brings a CJK font: without one, Chinese draws as narrow boxes), as the layout measures it.
    for (const locale of LOCALES) {
      await test.step(locale, async () => {
        const context = await browser.newContext({ locale, viewport: { width: 1600, height: 800 } });
        const page = await context.newPage();
        await page.goto('/About');
        await pageReady(page);
        const bar = page.locator('div:has(> #site-menu)');
        const menuButton = page.locator('button[aria-controls="site-menu"]');
        await expect(menuButton).toBeHidden();
        const needed = await bar.evaluate(neededRowWidth);
        const margin = 1600 - (await bar.evaluate((element) => element.clientWidth));
        // The window the row needs: narrower than that, the style may fold it unmeasured.
        const fits = needed + margin;
        expect(fits, `the ${locale} menu row fits from ${fits} px`).toBeGreaterThan(ALWAYS_FOLDED_BELOW);
        await page.setViewportSize({ width: fits - 1, height: 800 });
        await expect(menuButton).toBeVisible();
        await page.setViewportSize({ width: fits, height: 800 });
        await expect(menuButton).toBeHidden();
        await expect(page.locator('#site-menu')).toBeVisible();
        await context.close();
      });
    }
  });

  test('a phone gets it folded from its first paint, without laying the page out to measure', async ({
    browser,
  }) => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    // Measuring renders the menu unfolded first, then folds it: the layout's class would change.
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, { layoutClassChanges: changes });
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as Element;
          if (element.className.includes('site___')) changes.push(element.className);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    await page.goto('/About');
    await pageReady(page);
    await expect(page.locator('button[aria-controls="site-menu"]')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { layoutClassChanges: string[] }).layoutClassChanges),
    ).toEqual([]);
    await phone.close();
  });

  test('on a wide screen it shows in one row, and on a phone behind its button', async ({ browser }) => {
    const wide = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    const page = await wide.newPage();
    await page.goto('/About');
    await pageReady(page);
    await expect(page.locator('button[aria-controls="site-menu"]')).toBeHidden();
    await expect(page.locator('#site-menu')).toBeVisible();
    // Narrowed to a phone, the same page folds the menu, and its button opens it.
    await page.setViewportSize({ width: 390, height: 844 });
    const button = page.locator('button[aria-controls="site-menu"]');
    await expect(button).toBeVisible();
    await expect(page.locator('#site-menu')).toBeHidden();
    await button.click();
    await expect(page.locator('#site-menu')).toBeVisible();
    await wide.close();
  });
});

test.describe('dates (config/build/dayjsOnDemand.ts)', () => {
  test('a public page downloads no dayjs', async ({ page }) => {
    const texts = await scriptsOf(page, '/News');
    // dayjs marks its objects so, in every build.
    expect(texts.filter((text) => text.includes('$isDayjsObject'))).toHaveLength(0);
  });

  test.describe('for an Indonesian reader', () => {
    test.use({ locale: 'id-ID' });

    test("a page's date picker is in the interface language", async ({ page }) => {
      await signIn(page.request);
      await page.goto('/account/Evpi');
      await page.getByLabel('Tanggal lahir').click();
      // Indonesian weeks start on Monday, and antd takes the days' names from dayjs's locale: without
      // it the picker shows English days from Sunday. (ProComponents brings the Chinese locale itself.)
      const days = page.locator('.ant-picker-dropdown:visible .ant-picker-content thead th');
      await expect(days).toHaveText(['Sn', 'Sl', 'Rb', 'Km', 'Jm', 'Sb', 'Mg']);
    });
  });
});

test.describe("a public page's content (common/page-content.ts)", () => {
  // Every page of the table, with all it asks for: a page that asks differently from the table would
  // ask again.
  const pages: [string, string[]][] = [
    ['/', ['/api/sections?area=home', '/api/banners?placement=home']],
    ['/Welcome', ['/api/sections?area=welcome']],
    ['/News?page=2', ['/api/news?current=2&pageSize=6']],
    ['/News/1', ['/api/news/1']],
    ['/About', ['/api/sections?area=about']],
    ['/Rule/Feature3', ['/api/sections?area=rules']],
    ['/MATE', ['/api/sections?area=mate']],
    ['/Journal', ['/api/sections?area=journal', '/api/materials?collection=journal&pageSize=100']],
    ['/Science', ['/api/materials?collection=science&pageSize=100']],
    ['/database/list', ['/api/sections?area=database', '/api/materials?collection=database&pageSize=100']],
  ];
  const CONTENT_APIS = /^\/api\/(news|sections|banners|materials)\b/;

  test('comes with the page: the page shows it and asks for none of it', async ({ page }) => {
    for (const [path] of pages) {
      await test.step(path, async () => {
        const asked: string[] = [];
        const record = (request: Request) => {
          const url = new URL(request.url());
          if (CONTENT_APIS.test(url.pathname)) asked.push(url.pathname + url.search);
        };
        page.on('request', record);
        await page.goto(path);
        await pageReady(page);
        page.off('request', record);
        expect(asked).toEqual([]);
      });
    }
    // What the page carried is what it shows.
    const article = await (
      await page.request.get('/api/news/1', { headers: { 'Accept-Language': 'zh-CN' } })
    ).json();
    await page.goto('/News/1');
    await expect(page.getByRole('heading', { name: article.data.title })).toBeVisible();
    // A later page asks for its own. The heading above is the server's: the move waits for the app,
    // whose router would not hear it before it has started.
    await pageReady(page);
    const later = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/sections');
    await openInApp(page, '/About');
    await later;
  });

  test('in a language other than the server guessed, is asked for while the messages load, once', async ({
    page,
  }) => {
    // The reader chose Traditional Chinese on an earlier visit; the server, without the language
    // cookie, guesses the browser's language and sends answers the page must not take.
    await page.addInitScript(() => window.localStorage.setItem('umi_locale', 'zh-TW'));
    const MESSAGES = /\/messages-[\w-]+\.\w+\.async\.js$/;
    for (const [path, apis] of pages) {
      await test.step(path, async () => {
        await page.context().clearCookies();
        const asked: string[] = [];
        let contentAsked!: () => void;
        const contentSent = new Promise<void>((resolve) => {
          contentAsked = resolve;
        });
        const record = (request: Request) => {
          const url = new URL(request.url());
          asked.push(url.pathname + url.search);
          if (apis.includes(url.pathname + url.search)) contentAsked();
        };
        page.on('request', record);
        // The messages are held until the content has been asked for: a page that asked only once it
        // had rendered (after its messages) would never render, and the test would fail.
        await page.route(MESSAGES, async (route) => {
          await contentSent;
          await route.continue();
        });
        await page.goto(path);
        await pageReady(page);
        await page.unroute(MESSAGES);
        page.off('request', record);
        // Once each, and as the page asks it: the page's own calls took the answers sent early.
        for (const api of apis) {
          expect(asked.filter((url) => url.split('?')[0] === api.split('?')[0])).toEqual([api]);
        }
      });
    }
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('index.html preloads the English messages, the only ones the page then loads', async ({ page }) => {
    const messages = new Set<string>();
    page.on('request', (request) => {
      const name = /\/messages-([\w-]+)\.\w+\.async\.js$/.exec(new URL(request.url()).pathname);
      if (name) messages.add(name[1]);
    });
    await page.goto('/About');
    await pageReady(page);
    await expect(page.locator('link[rel="preload"][href*="/messages-en-US."]')).toHaveCount(1);
    expect([...messages]).toEqual(['en-US']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('a public page downloads the public part of the messages; moving to sign-in brings its own part only', async ({
    page,
  }) => {
    const parts: string[] = [];
    page.on('request', (request) => {
      const file = /\/((?:signIn-|account-|admin-)?messages)-en-US\.\w+\.async\.js$/.exec(
        new URL(request.url()).pathname,
      );
      if (file) parts.push(file[1]);
    });
    await page.goto('/News');
    await pageReady(page);
    expect(parts).toEqual(['messages']);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    // The sign-in page's own words, which are in its part, not message ids.
    await expect(page.getByRole('heading', { name: 'Sign in to the portal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByText(/\baccount\.login\./)).toHaveCount(0);
    expect(parts).toEqual(['messages', 'signIn-messages']);
    // Registration is the account area's: its part comes now, sign-in's being in already.
    await page.getByRole('link', { name: 'Register now' }).click();
    await expect(page.getByText('Create your account')).toBeVisible();
    await expect(page.getByText(/\b(account|team)\.[a-z]+\./)).toHaveCount(0);
    expect(parts).toEqual(['messages', 'signIn-messages', 'account-messages']);
  });
});

test.describe('serving shape', () => {
  test('every script and style loads from /user/dist/ and the title is Chinese by default', async ({
    page,
  }) => {
    const assets: string[] = [];
    page.on('request', (r) => {
      if (['script', 'stylesheet'].includes(r.resourceType())) assets.push(new URL(r.url()).pathname);
    });
    await page.goto('/About');
    await pageReady(page);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(asset.startsWith('/user/dist/')).toBe(true);
    await expect(page).toHaveTitle(/关于我们/);
  });

  test("public pages take antd's styles from the build's stylesheet, in the theme's colours", async ({
    page,
  }) => {
    for (const path of ['/', '/News', '/About']) {
      await test.step(path, async () => {
        await page.goto(path);
        await pageReady(page);
        await expect(page.locator('.ant-card').first()).toHaveCSS('border-radius', '8px');
        // Nothing generated at run time: config/build/antdStyles.ts wrote these components' styles at build.
        expect(await page.locator('style[data-css-hash]').count()).toBe(0);
      });
    }
    await test.step("/account/Login, with the sign-in form's own sheet", async () => {
      await page.goto('/account/Login');
      await pageReady(page);
      await expect(page.locator('button[type="submit"]')).toHaveCSS('background-color', 'rgb(47, 84, 235)');
      expect(await page.locator('style[data-css-hash]').count()).toBe(0);
    });
    await page.goto('/News');
    await pageReady(page);
    await expect(page.locator('.ant-pagination-item-active')).toHaveCSS('border-color', 'rgb(47, 84, 235)');
  });

  test("a page's HTML names its own code ahead, and only code the page then runs", async ({
    page,
    request,
  }) => {
    // An unrendered page preloads its files; a page the server rendered lists them after its entry,
    // for its loader to fetch once the page has painted (server/render/render-page.ts).
    const scriptList = new RegExp(
      `(<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT}">)(.*?)(</script>)`,
    );
    const named = (html: string) => [
      ...[...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map(([, href]) => href),
      ...(JSON.parse(scriptList.exec(html)?.[2] ?? '[]') as string[]).slice(1),
    ];
    for (const [path, chunk, rendered] of [
      ['/News/1', 'p__News__Detail__index', true],
      ['/account/Login', 'p__account__Login__index', true],
      ['/exception/404', 'p__exception__404__index', false],
    ] as const) {
      await test.step(path, async () => {
        const html = await (await request.get(path)).text();
        expect(scriptList.test(html)).toBe(rendered);
        const files = named(html);
        expect(files.some((href) => href.includes(chunk))).toBe(true);
        // What the page asks for by itself: the same page with only its entry named.
        await page.route(
          (url) => url.pathname === path,
          async (route) => {
            const answer = await route.fetch();
            const body = (await answer.text())
              .replace(/<link rel="preload"[^>]*>/g, '')
              .replace(
                scriptList,
                (_, open, list, close) => `${open}${JSON.stringify(JSON.parse(list).slice(0, 1))}${close}`,
              );
            await route.fulfill({ response: answer, body });
          },
        );
        const loaded: string[] = [];
        page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
        await page.goto(path);
        await pageReady(page);
        expect(files.filter((href) => !loaded.includes(href))).toEqual([]);
        page.removeAllListeners('request');
        await page.unrouteAll();
      });
    }
  });

  test("a visitor's public page downloads none of the account area's layout", async ({ page }) => {
    const layoutFiles: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('plugin-layout')) layoutFiles.push(new URL(r.url()).pathname);
    });
    // /Trivia and /database redirect to a page of theirs.
    for (const path of ['/', '/News', '/News/1', '/About', '/Trivia', '/database', '/account/Login']) {
      await page.goto(path);
      await pageReady(page);
    }
    expect(layoutFiles).toEqual([]);
  });

  test("a page's styles come with it: a public page downloads none of the account area's", async ({
    page,
  }) => {
    await page.goto('/News');
    await pageReady(page);
    await page.waitForLoadState('networkidle');
    // Every rule the page's stylesheets hold, once all have come.
    const css = await page.evaluate(() =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
        .join('\n'),
    );
    // The news list's own class, as the page renders it (src/features/content/news/index.less), and the layout's.
    const article = (await page.getByRole('article').first().getAttribute('class'))?.split(' ')[0];
    expect(article).toMatch(/^article___/);
    expect(css).toContain(`.${article}`);
    expect(css).toMatch(/\.site___/);
    // Enrolment's and the sign-in page's.
    expect(css).not.toMatch(/\.(timeline|loginType)___/);
  });

  test('the sign-in page checks its fields without a form library', async ({ page }) => {
    const texts = await scriptsOf(page, '/account/Login');
    // async-validator's default messages, which came with antd's Form.
    expect(texts.filter((text) => text.includes('%s is required'))).toHaveLength(0);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请输入用户名。' })).toBeVisible();
    await expect(page.getByPlaceholder('用户名或邮箱')).toBeFocused();
    await expect(page.getByPlaceholder('用户名或邮箱')).toHaveAttribute('aria-invalid', 'true');
  });

  test("a page without dates or figures starts without asking for the browser's locale data", async ({
    page,
  }) => {
    // The first such call holds a phone's main thread for a few hundred ms (config/build/noIcuAtStart.ts).
    await page.addInitScript(() => {
      const asked: string[] = [];
      Object.assign(window, { intlAsked: asked });
      for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
        const Original = Intl[name] as typeof Intl.NumberFormat;
        const { supportedLocalesOf } = Original;
        Original.supportedLocalesOf = (...args) => {
          asked.push(`${name}.supportedLocalesOf`);
          return supportedLocalesOf.apply(Original, args);
        };
        Object.assign(Intl, {
          [name]: new Proxy(Original, {
            construct(target, args) {
              asked.push(name);
              return Reflect.construct(target, args);
            },
          }),
        });
      }
    });
    for (const path of ['/About', '/account/Login']) {
      await test.step(path, async () => {
        await page.goto(path);
        await pageReady(page);
        expect(await page.evaluate(() => (window as unknown as { intlAsked: string[] }).intlAsked)).toEqual(
          [],
        );
      });
    }
  });

  test("a page's code may take up to 120 s to load before the loader gives up", async ({ page, request }) => {
    await page.goto('/About');
    const entry = await page.locator('script[src*="/umi."]').getAttribute('src');
    const source = await (await request.get(entry!)).text();
    expect(source).toMatch(/type:"timeout",target:\w+\}\),12e4\)/);
  });

  test('an unknown path falls back to the default title', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(page).toHaveTitle(/国际先进机器人及仿真技术大赛/);
  });
});

test.describe('error catalogue in the page', () => {
  test('showType 9 lands on /exception with the code and message shown', async ({ page }) => {
    await page.goto('/exception?errorCode=ENROL_CLOSED&errorMessage=Enrolment%20closed');
    await expect(page.getByTestId('error-code')).toHaveText('ENROL_CLOSED');
    await expect(page.getByTestId('error-message')).toHaveText('Enrolment closed');
  });

  test('an HTTP 500 without an envelope shows "请求错误 500" with its description', async ({ page }) => {
    await signIn(page.request);
    await page.route('**/api/notices*', (route) =>
      route.fulfill({ status: 500, body: '<h1>boom</h1>', contentType: 'text/html' }),
    );
    await page.goto('/');
    await pageReady(page);
    await page.getByTestId('notice-bell').click();
    await expect(page.locator('.ant-notification-notice').getByText(/请求错误 500: /)).toBeVisible();
    await expect(page.getByText('服务器发生错误，请检查服务器。')).toBeVisible();
  });

  test('no response shows the network-abnormal notification', async ({ page }) => {
    await signIn(page.request);
    await page.route('**/api/notices*', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await pageReady(page);
    await page.getByTestId('notice-bell').click();
    await expect(page.getByText('您的网络发生异常，无法连接服务器')).toBeVisible();
  });

  test('a 302 from the API sends the visitor to login', async ({ page }) => {
    await signIn(page.request);
    await page.route('**/api/notices*', (route) =>
      route.fulfill({ status: 302, headers: { Location: '/somewhere-else' }, body: '' }),
    );
    await page.goto('/About');
    await pageReady(page);
    await page.getByTestId('notice-bell').click();
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2FAbout$/);
  });

  test('a session that ended elsewhere: the 401 leads to a usable login form', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/About');
    await pageReady(page);
    await expect(page.getByTestId('avatar-menu')).toBeVisible();
    // Signing out through the API ends the session the open page still believes in.
    expect((await page.request.post('/api/login/outLogin', { data: {} })).ok()).toBe(true);
    await page.getByTestId('notice-bell').click();
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2FAbout$/);
    await expect(page.getByPlaceholder('用户名或邮箱')).toBeVisible();
  });

  test('a business error with showType 4 shows a notification titled by errorCode', async ({ page }) => {
    await signIn(page.request);
    await page.route('**/api/notices*', (route) =>
      route.fulfill({
        json: { success: false, errorCode: 'NOTICE_DOWN', errorMessage: '通知服务维护中', showType: 4 },
      }),
    );
    await page.goto('/');
    await pageReady(page);
    await page.getByTestId('notice-bell').click();
    const notice = page.locator('.ant-notification-notice');
    await expect(notice.getByText('NOTICE_DOWN')).toBeVisible();
    await expect(notice.getByText('通知服务维护中')).toBeVisible();
  });
});

test.describe('locales', () => {
  test('a French browser lands on zh-CN', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/About');
    await pageReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await context.close();
  });

  test('an English browser gets English, and the stored choice wins over it', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/About');
    await pageReady(page);
    await expect(page).toHaveTitle(/About us/);
    await page.evaluate(() => window.localStorage.setItem('umi_locale', 'pt-BR'));
    await page.reload();
    await pageReady(page);
    await expect(page).toHaveTitle(/Sobre nós/);
    await context.close();
  });
});

test("antd's own words are the reader's language's, from the page's first paint", async ({ browser }) => {
  // Each language's antd pack comes with its messages (config/build/antdLocaleOnDemand.ts), not in the entry.
  for (const [locale, previous] of [
    ['pt-BR', 'Página anterior'],
    ['zh-TW', '上一頁'],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const served = await (await page.goto('/News'))!.text();
    expect(served).toContain(`title="${previous}"`);
    await pageReady(page);
    await expect(page.locator('.ant-pagination-prev')).toHaveAttribute('title', previous);
    await context.close();
  }
});

test.describe('offline notice', () => {
  test('going offline shows the notice, coming back closes it', async ({ page, context }) => {
    await page.goto('/About');
    await pageReady(page);
    await context.setOffline(true);
    await expect(page.getByText('网络已断开')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('网络已断开')).toHaveCount(0);
  });
});

test.describe('new-version prompt', () => {
  test('a newly deployed build makes the open page offer a refresh', async ({ page }) => {
    await page.goto('/About');
    await pageReady(page);
    // The server now serves an index page naming another entry script, as after a deployment.
    await page.route('**/', async (route) => {
      const html = (await (await route.fetch()).text()).replace(/umi\.[\w-]+\.js/, 'umi.0123abcd.js');
      await route.fulfill({ body: html, contentType: 'text/html' });
    });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText('有新内容')).toBeVisible();
    // antd spaces out two-character Chinese button labels.
    await expect(page.getByRole('button', { name: /^刷\s?新$/ })).toBeVisible();
  });
});
