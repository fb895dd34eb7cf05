/**
 * Compile-time proof that the server's schemas and the SPA's contract (src/services/typings.d.ts,
 * namespace API) describe the same shapes. `npx tsc -p server/tsconfig.json` fails on any drift.
 * Nothing here runs.
 */
import type { Static } from '@fastify/type-provider-typebox';
import type { ACCESS_LEVELS, DOCUMENT_TYPES, NOTICE_TYPES } from './db/schema';
import type * as S from './schemas';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The server accepts every body the SPA's type allows. */
type Accepts<Server, Client> = [Client] extends [Server] ? true : false;
type Expect<T extends true> = T;

export type ContractChecks = [
  Expect<Same<Static<typeof S.CurrentUser>, API.CurrentUser>>,
  Expect<Same<Static<typeof S.UserUpdate>, API.UserUpdate>>,
  Expect<Same<Static<typeof S.UserListItem>, API.UserListItem>>,
  Expect<Same<Static<typeof S.LoginResult>, API.LoginResult>>,
  Expect<Accepts<Static<typeof S.LoginParams>, API.LoginParams>>,
  Expect<Same<Static<typeof S.RegisterParams>, API.RegisterParams>>,
  Expect<Same<Static<typeof S.CaptchaResult>, API.CaptchaResult>>,
  Expect<Same<Static<typeof S.PasswordChange>, API.PasswordChange>>,
  Expect<Same<Static<typeof S.Notice>, API.Notice>>,
  Expect<Same<Static<typeof S.Evpi>, API.Evpi>>,
  Expect<Accepts<Static<typeof S.EvpiInput>, API.Evpi>>,
  Expect<Accepts<Static<typeof S.PageQuery>, API.PageParams>>,
  Expect<Same<Static<ReturnType<typeof S.Page<typeof S.Notice>>>, API.Page<API.Notice>>>,
  Expect<Same<Static<typeof S.FieldErrors>, API.FieldErrors>>,
  Expect<Same<Static<typeof S.Access>, (typeof ACCESS_LEVELS)[number]>>,
  Expect<Same<Static<typeof S.NoticeType>, (typeof NOTICE_TYPES)[number]>>,
  Expect<Same<Static<typeof S.DocumentType>, (typeof DOCUMENT_TYPES)[number]>>,
];
