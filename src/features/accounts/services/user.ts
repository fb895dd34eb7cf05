import { request, type RequestOptions } from '@/utils/request';

/** The signed-in user; answers code 4002 when nobody is signed in (spec section 7). */
export const queryCurrentUser = (options?: { skipErrorHandler?: boolean }) =>
  request<API.CurrentUser>('/api/user/currentUser', { method: 'GET', ...options });

/** Admins only: the users of the portal, paginated and searchable. */
export const queryUsers = (params: API.PageParams) =>
  request<API.Page<API.UserListItem>>('/api/users', { method: 'GET', params });

/**
 * Admins only: one user in full. `updateUser` takes the whole user, so changing someone's access
 * starts from their complete record, not the list row.
 */
export const queryUser = (uid: number) => request<API.CurrentUser>(`/api/users/${uid}`, { method: 'GET' });

/**
 * The whole user object, uid included (spec section 7), with the current `password` when users
 * change their own email.
 */
export const updateUser = (user: API.UserUpdate, options?: RequestOptions) =>
  request<API.CurrentUser>(`/api/user/user/${user.uid}`, { method: 'PUT', data: user, ...options });

export const changePassword = (body: API.PasswordChange) =>
  request<Record<string, never>>('/api/user/password', { method: 'PUT', data: body });

export const queryNotices = (params?: API.PageParams) =>
  request<API.Page<API.Notice>>('/api/notices', { method: 'GET', params });

export const markNoticeRead = (id: number) =>
  request<API.Notice>(`/api/notices/${id}/read`, { method: 'PUT', data: {} });

export const markAllNoticesRead = () =>
  request<{ updated: number }>('/api/notices/read-all', { method: 'PUT', data: {} });

export const queryEvpi = () => request<API.Evpi | null>('/api/user/evpi', { method: 'GET' });

export const saveEvpi = (body: API.Evpi) =>
  request<API.Evpi>('/api/user/evpi', { method: 'PUT', data: body });

/**
 * The editable user as PUT /api/user/user/{uid} takes it: the whole object, uid included (spec
 * section 7). An account without a phone sends ''. The API requires only email and nickname, so a
 * new account with an empty profile or address can still save a single switch; the basic settings
 * form is what asks for the rest (spec section 5).
 */
export const toUserUpdate = (user: API.CurrentUser): API.UserUpdate => ({
  uid: user.uid,
  nickname: user.nickname,
  avatar: user.avatar,
  email: user.email,
  phone: user.phone ?? '',
  profile: user.profile,
  country: user.country,
  province: user.province,
  city: user.city,
  address: user.address,
  notifications: user.notifications,
  security: user.security,
  bindings: user.bindings,
});
