/**
 * Links in account mail (and in the feed and sitemap), and account mail that goes out after the
 * answer: the request queues a job (stored before the answer, so an acknowledged request's mail
 * survives the process); the job reads the account, issues the link and queues the message
 * (server/messaging/mail.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailEmailChanged, mailPasswordReset, mailVerification } from '../features/accounts/account-mail';
import { mailTwoFactorReset } from '../features/accounts/two-factor-reset';
import { ACCOUNT_MAIL_JOB } from './mail';
import '../http/types';

/**
 * The base of absolute links (in mail, the news feed, the sitemap and robots.txt): PUBLIC_URL, or
 * else the address this request came to (which the client names, so SMTP needs PUBLIC_URL:
 * server/runtime/config.ts; a malformed Host was refused with a 400, server/plugins/security.ts). Never a
 * parameter of the request.
 */
export const linkBase = (app: FastifyInstance, request: FastifyRequest) =>
  app.publicUrl ?? `${request.protocol}://${request.host}`;

/** An account mail to compose, as its job carries it; `now` is the request's time. */
export type AccountMail =
  | { kind: 'passwordReset'; email: string; baseUrl: string; now: string }
  | { kind: 'verifyEmail'; uid: number; baseUrl: string; now: string }
  | {
      kind: 'emailChanged';
      uid: number;
      previousEmail: string;
      currentEmail: string;
      baseUrl: string;
      now: string;
    }
  | { kind: 'twoFactorReset'; uid: number; baseUrl: string };

const queue = (app: FastifyInstance, mail: AccountMail) => app.jobs.send(ACCOUNT_MAIL_JOB, mail);

/**
 * The job. Run twice (its process died before it was marked done), it issues a second link, which
 * replaces the first as a resend does: the newer mail is the one that works.
 */
export async function composeAccountMail(app: FastifyInstance, mail: AccountMail): Promise<void> {
  const { db } = app;
  const { mailer } = app.mail;
  switch (mail.kind) {
    case 'passwordReset': {
      const sent = await mailPasswordReset(db, mailer, { ...mail, now: new Date(mail.now) });
      if (!sent) app.log.info('password reset asked for an address with no account; nothing sent');
      return;
    }
    case 'verifyEmail':
      await mailVerification(db, mailer, { ...mail, now: new Date(mail.now) });
      return;
    case 'emailChanged':
      await mailEmailChanged(db, mailer, { ...mail, now: new Date(mail.now) });
      return;
    case 'twoFactorReset':
      await mailTwoFactorReset(db, mailer, mail);
  }
}

/**
 * Mails a reset link when an account has this address. Even the lookup happens in the job, so the
 * answer's timing (one insert, whatever the address) says nothing about the address.
 */
export const sendPasswordResetLater = (app: FastifyInstance, request: FastifyRequest, email: string) =>
  queue(app, { kind: 'passwordReset', email, baseUrl: linkBase(app, request), now: app.now().toISOString() });

/** Mails a verification link; the answer does not wait for the mail server. */
export const sendVerificationLater = (app: FastifyInstance, request: FastifyRequest, uid: number) =>
  queue(app, { kind: 'verifyEmail', uid, baseUrl: linkBase(app, request), now: app.now().toISOString() });

/** Mails the undo link of an email change to the address the account left. */
export const sendEmailChangedLater = (
  app: FastifyInstance,
  request: FastifyRequest,
  change: { uid: number; previousEmail: string; currentEmail: string },
) =>
  queue(app, {
    kind: 'emailChanged',
    ...change,
    baseUrl: linkBase(app, request),
    now: app.now().toISOString(),
  });

/** Tells a member an admin turned off their two-factor sign-in, with a link to set it up again. */
export const sendTwoFactorResetLater = (app: FastifyInstance, request: FastifyRequest, uid: number) =>
  queue(app, { kind: 'twoFactorReset', uid, baseUrl: linkBase(app, request) });
