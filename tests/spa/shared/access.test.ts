import type * as API from '@common/contract';
import access from '@/access';

const user = (accessValue: API.Access) => ({
  currentUser: { uid: 1, access: accessValue } as API.CurrentUser,
});

describe('access', () => {
  it('canAdmin is true only when access equals admin', () => {
    expect(access(user('admin')).canAdmin).toBe(true);
    expect(access(user('user')).canAdmin).toBe(false);
    expect(access({ currentUser: { uid: 1, access: 'Admin' } as unknown as API.CurrentUser }).canAdmin).toBe(
      false,
    );
    expect(access(undefined).canAdmin).toBe(false);
  });

  it('canAdmin is a real boolean in every case', () => {
    for (const state of [user('admin'), user('user'), {}, undefined])
      expect(typeof access(state).canAdmin).toBe('boolean');
  });

  it('canUser needs a signed-in user', () => {
    expect(access(user('user')).canUser).toBe(true);
    expect(access({}).canUser).toBe(false);
  });

  it('canScore needs an official (officiates) or an admin', () => {
    const official = { currentUser: { uid: 3, access: 'user', officiates: true } as API.CurrentUser };
    expect(access(official).canScore).toBe(true);
    expect(access(user('admin')).canScore).toBe(true);
    expect(access(user('user')).canScore).toBe(false);
    expect(access(undefined).canScore).toBe(false);
  });
});
