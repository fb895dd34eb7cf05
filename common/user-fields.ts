/**
 * The fields of a user update (`PUT /api/user/user/{uid}`), listed once. TypeBox-free, so the SPA
 * may import it at run time. The contract's `UserUpdate` schema is built on these lists (the build
 * fails when its properties drift from them); the server, the SPA and the mock read them here.
 */

/** The whole editable user: every one is required in an update, uid included. */
export const EDITABLE_USER_FIELDS = [
  'uid',
  'nickname',
  'avatar',
  'email',
  'phone',
  'profile',
  'country',
  'province',
  'city',
  'address',
  'notifications',
  'security',
  'bindings',
] as const;

/** What the current user answers that a client may send back as it read it, but not change. */
export const READ_ONLY_USER_FIELDS = ['username', 'passwordStrength', 'createdAt'] as const;

export type EditableUserField = (typeof EDITABLE_USER_FIELDS)[number];
export type ReadOnlyUserField = (typeof READ_ONLY_USER_FIELDS)[number];
