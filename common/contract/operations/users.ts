import type { Operation } from '../operation';

export const listUsers = {
  method: 'GET',
  path: '/api/users',
  access: 'admin',
  query: 'PageQuery',
  answer: 'UserListItem',
  paged: true,
} as const satisfies Operation;

export const getUser = {
  method: 'GET',
  path: '/api/users/:uid',
  access: 'admin',
  params: 'UidParams',
  answer: 'CurrentUser',
} as const satisfies Operation;

export const updateUser = {
  method: 'PUT',
  path: '/api/user/user/:uid',
  access: 'user',
  params: 'UidParams',
  body: 'UserUpdate',
  answer: 'CurrentUser',
} as const satisfies Operation;

export const changePassword = {
  method: 'PUT',
  path: '/api/user/password',
  access: 'user',
  body: 'PasswordChange',
  answer: 'EmptyObject',
} as const satisfies Operation;

export const myEvpi = {
  method: 'GET',
  path: '/api/user/evpi',
  access: 'user',
  answer: 'EvpiOrNone',
} as const satisfies Operation;

export const saveEvpi = {
  method: 'PUT',
  path: '/api/user/evpi',
  access: 'user',
  body: 'EvpiInput',
  answer: 'Evpi',
} as const satisfies Operation;

export const userEvpi = {
  method: 'GET',
  path: '/api/users/:uid/evpi',
  access: 'admin',
  params: 'UidParams',
  answer: 'EvpiOrNone',
} as const satisfies Operation;
