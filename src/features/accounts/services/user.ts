import * as usersOperations from '@common/contract/operations/users';
import { EDITABLE_USER_FIELDS, type EditableUserField } from '@common/user-fields';
import type * as API from '@common/contract';
import { call } from '@/utils/call';
import { type RequestOptions } from '@/utils/request';

/** Admins only: the users of the portal, paginated and searchable. */
export const queryUsers = (params: API.PageQuery) => call(usersOperations.listUsers, { query: params });

/**
 * Admins only: one user in full. `updateUser` takes the whole user, so changing someone's access
 * starts from their complete record, not the list row.
 */
export const queryUser = (uid: number) => call(usersOperations.getUser, { params: { uid } });

/**
 * The whole user object, uid included (spec section 7), with the current `password` when users
 * change their own email.
 */
export const updateUser = (user: API.UserUpdate, options?: RequestOptions) =>
  call(usersOperations.updateUser, { params: { uid: user.uid }, body: user }, { ...options });

export const changePassword = (body: API.PasswordChange) => call(usersOperations.changePassword, { body });

export const queryEvpi = () => call(usersOperations.myEvpi);

export const saveEvpi = (body: API.Evpi) => call(usersOperations.saveEvpi, { body });

/**
 * The editable user as PUT /api/user/user/{uid} takes it: the whole object, uid included (spec
 * section 7). An account without a phone sends ''. The API requires only email and nickname, so a
 * new account with an empty profile or address can still save a single switch; the basic settings
 * form is what asks for the rest (spec section 5).
 */
export const toUserUpdate = (user: API.CurrentUser): API.UserUpdate => ({
  ...(Object.fromEntries(EDITABLE_USER_FIELDS.map((field) => [field, user[field]])) as Pick<
    API.CurrentUser,
    EditableUserField
  >),
  phone: user.phone ?? '',
});
