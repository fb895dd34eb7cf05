/** Links in account mail (and in the feed and sitemap), and mail that goes out after the answer. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailEmailChanged, mailVerification } from '../features/accounts/account-mail';
import '../http/types';

/**
 * The base of absolute links (in mail, the news feed, the sitemap and robots.txt): PUBLIC_URL, or
 * else the address this request came to (which the client names, so SMTP needs PUBLIC_URL:
 * server/runtime/config.ts; a malformed Host was refused with a 400, server/plugins/security.ts). Never a
 * parameter of the request.
 */
export const linkBase = (app: FastifyInstance, request: FastifyRequest) =>
  app.publicUrl ?? `${request.protocol}://${request.host}`;

/** Mails a verification link in the background; the answer does not wait for the mail server. */
export function sendVerificationLater(app: FastifyInstance, request: FastifyRequest, uid: number): void {
  const baseUrl = linkBase(app, request);
  const now = app.now();
  app.mail.later(async () => {
    await mailVerification(app.db, app.mail.mailer, { uid, baseUrl, now });
  });
}

/** Mails the undo link of an email change to the address the account left, in the background. */
export function sendEmailChangedLater(
  app: FastifyInstance,
  request: FastifyRequest,
  change: { uid: number; previousEmail: string; currentEmail: string },
): void {
  const baseUrl = linkBase(app, request);
  const now = app.now();
  app.mail.later(async () => {
    await mailEmailChanged(app.db, app.mail.mailer, { ...change, baseUrl, now });
  });
}
