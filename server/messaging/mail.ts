/**
 * Where account mail goes. With SMTP_URL, to that SMTP server; without it, each message is written
 * as an `.eml` file under `<DATA_DIR>/outbox/`, so a fresh install works with no mail server and an
 * operator (or a test) can open the links. Tests inject their own `Mailer` that records.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
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
}

export interface Mailer {
  /** Resolves once the message is handed over (accepted by SMTP, or written to the outbox). */
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

const envelope = (from: string, message: MailMessage) => ({
  from,
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

/** nodemailer builds the whole MIME message; only writing it to a file is ours. */
export function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(from, message));
      await mkdir(dir, { recursive: true });
      // Sortable by time; the random part keeps two messages of one millisecond apart.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}

/** The job that hands one message to the mailer; the message travels in the job's data. */
export const MAIL_JOB = 'mail';

/**
 * Mail sent after the answer has gone: a slow or failing mail server never delays or breaks the
 * request, and an answer takes as long whether or not a message goes out. What a request asks for
 * runs in `later`, which renders the message and hands it to `mailer`; that `mailer` only queues it
 * as a job (server/runtime/jobs.ts), so it survives the process and is retried with backoff until
 * the real mailer (SMTP, the outbox, the log) takes it.
 */
export interface Postbox {
  /** Queues the message as a job: resolves once the job is stored. */
  mailer: Mailer;
  /** Runs `task` in the background; a failure is logged, never thrown at the caller. */
  later(task: () => Promise<void>): void;
  /** Every `later` task has run (their mail is queued): what shutdown waits for. */
  queued(): Promise<void>;
  /** Every `later` task has run and its mail was delivered (tests). */
  idle(): Promise<void>;
}

export function createPostbox(jobs: Jobs, delivery: Mailer, log: FastifyBaseLogger): Postbox {
  const pending = new Set<Promise<void>>();
  // SMTP may refuse for a while (a restart, a full queue): 6 attempts over about half an hour.
  jobs.work<MailMessage>(MAIL_JOB, (message) => delivery.send(message), {
    retryLimit: 5,
    retryDelaySeconds: 30,
  });
  const queued = async () => {
    while (pending.size) await Promise.all([...pending]);
  };
  return {
    mailer: { send: (message) => jobs.send(MAIL_JOB, message) },
    later(task) {
      const run = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, 'account mail not sent'))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    queued,
    async idle() {
      await queued();
      await jobs.idle([MAIL_JOB]);
    },
  };
}
