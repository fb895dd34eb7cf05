import { absoluteUrl, appPath, isAuthPath, safeRedirect } from '@/utils/paths';

describe('login and register paths', () => {
  it.each(['/account/login', '/account/Login', '/account/register', '/account/Register', '/account/login/'])(
    '%s is an auth page in either casing',
    (path) => expect(isAuthPath(path)).toBe(true),
  );

  it.each(['/', '/About', '/account/center', '/account/loginx'])('%s is not', (path) =>
    expect(isAuthPath(path)).toBe(false),
  );
});

describe('redirect after login stays on the site', () => {
  it('keeps a path with its query and hash', () => {
    expect(safeRedirect('/account/Team?id=3#members')).toBe('/account/Team?id=3#members');
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null])(
    'refuses %p and goes home',
    (target) => expect(safeRedirect(target)).toBe('/'),
  );

  it('does not loop back to login', () => expect(safeRedirect('/account/login?redirect=/x')).toBe('/'));
});

describe('the path inside the app', () => {
  afterEach(() => {
    delete window.routerBase;
  });

  it('is the address itself when the router sits at the root', () => {
    expect(appPath({ pathname: '/account/Team', search: '?id=2' })).toBe('/account/Team?id=2');
  });

  it('leaves out the router base the page names', () => {
    window.routerBase = '/portal/';
    expect(appPath({ pathname: '/portal/About', search: '' })).toBe('/About');
    expect(appPath({ pathname: '/portal', search: '?x=1' })).toBe('/?x=1');
    expect(appPath({ pathname: '/portals/About', search: '' })).toBe('/portals/About');
  });
});

describe('absolute addresses of app pages (QR codes, invite links)', () => {
  afterEach(() => {
    delete window.routerBase;
  });

  it('puts the origin before the path', () => {
    expect(absoluteUrl('/account/Team/Attendance?session=5&code=123456')).toBe(
      'http://localhost:8000/account/Team/Attendance?session=5&code=123456',
    );
  });

  it('keeps the router base once', () => {
    window.routerBase = '/portal/';
    expect(absoluteUrl('/account/Team/Add?code=K7M2Q9XP')).toBe(
      'http://localhost:8000/portal/account/Team/Add?code=K7M2Q9XP',
    );
  });
});
