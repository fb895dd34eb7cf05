/**
 * Where account mail goes. With SMTP_URL, to that SMTP server; without it, each message is written
 * as an `.eml` file under `<DATA_DIR>/outbox/`, so a fresh install works with no mail server and an
 * operator (or a test) can open the links. Tests inject their own `Mailer` that records.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Jobs } from '../runtime/jobs';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's language, for the Content-Language header. */
  locale: string;
  /**
   * The same for every attempt to send this message (its job's id): the outbox writes it once, and
   * SMTP gets it as the Message-ID, by which a receiving server can tell a repeat.
   */
  key?: string;
}

export interface Mailer {
  /** Resolves once the message is handed over (accepted by SMTP, or written to the outbox). */
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

const envelope = (from: string, message: MailMessage) => ({
  from,
  ...(message.key ? { messageId: `<${message.key}@portal.local>` } : {}),
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  headers: { 'Content-Language': message.locale },
});

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail(envelope(from, message));
    },
    close: () => transport.close(),
  };
}

/** For a throwaway portal: the message goes to the server log, as SMS codes do (server/messaging/sms.ts). */
export const logMailer = (log: FastifyBaseLogger): Mailer => ({
  async send({ to, subject, text }) {
    log.info({ to, subject }, `Mail to ${to}: ${subject}\n${text}`);
  },
});

/** An instant as the start of an outbox file's name: names sort by time. */
const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/**
 * nodemailer builds the whole MIME message; only writing it to a file is ours. A message with a key
 * is written once under it: the file appears whole or not at all (a link to a finished temporary
 * file), and a second attempt finds it there. One without a key gets a name of its own, with a
 * random part that keeps two messages of one millisecond apart.
 */
export function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(from, message));
      await mkdir(dir, { recursive: true });
      const unique = `${stamp(new Date())}-${randomBytes(4).toString('hex')}`;
      if (!message.key) {
        await writeFile(path.join(dir, `${unique}.eml`), info.message as Buffer, { mode: 0o600 });
        return;
      }
      const temporary = path.join(dir, `.${unique}.tmp`);
      try {
        await writeFile(temporary, info.message as Buffer, { mode: 0o600 });
        await link(temporary, path.join(dir, `${message.key}.eml`));
      } catch (error) {
        if ((error as { code?: string }).code !== 'EEXIST') throw error;
      } finally {
        await unlink(temporary).catch(() => undefined);
      }
    },
  };
}

/**
 * Mail's jobs: composing an account mail (reading the account, issuing its link:
 * server/messaging/account-links.ts), then handing the message over. Apart, so that a mail server
 * that refuses for a while retries the same message, not a new link.
 */
export const ACCOUNT_MAIL_JOB = 'account-mail';
export const MAIL_JOB = 'mail';

/**
 * Mail sent after the answer has gone: a slow or failing mail server never delays or breaks the
 * request, and an answer takes as long whether or not a message goes out. `mailer` only queues the
 * message as a job (server/runtime/jobs.ts), so it survives the process and is retried with backoff
 * until the real mailer (SMTP, the outbox, the log) takes it.
 */
export interface Postbox {
  /** Queues the message as a job: resolves once the job is stored. */
  mailer: Mailer;
  /** Every mail queued so far has been composed and delivered, or waits for a retry (tests). */
  idle(): Promise<void>;
}

export function createPostbox(jobs: Jobs, delivery: Mailer): Postbox {
  // SMTP may refuse for a while (a restart, a full queue): 6 attempts over about half an hour.
  // The key is the time the message was queued (the outbox's order) and its job's id: the same on
  // every attempt, so a job run twice (its process slow past its expiry) delivers once.
  jobs.work<MailMessage & { queuedAt?: string }>(
    MAIL_JOB,
    ({ queuedAt, ...message }, job) =>
      delivery.send({ ...message, key: `${stamp(queuedAt ? new Date(queuedAt) : new Date())}-${job.id}` }),
    { retryLimit: 5, retryDelaySeconds: 30 },
  );
  return {
    mailer: { send: (message) => jobs.send(MAIL_JOB, { ...message, queuedAt: new Date().toISOString() }) },
    idle: () => jobs.idle([ACCOUNT_MAIL_JOB, MAIL_JOB]),
  };
}
