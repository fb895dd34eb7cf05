/** Where login codes go. Production plugs in a real SMS gateway; tests plug in one that records. */
import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  phone: string;
  code: string;
  expiresInSeconds: number;
}

export interface SmsSender {
  sendLoginCode(message: SmsMessage): Promise<void>;
}

/**
 * The built-in sender: writes the code to the server log, for development and for portals that have
 * no SMS gateway yet (an operator reads the log). The code never appears in an HTTP answer.
 */
export const logSmsSender = (log: FastifyBaseLogger): SmsSender => ({
  async sendLoginCode({ phone, code, expiresInSeconds }) {
    log.info({ phone, expiresInSeconds }, `SMS login code for ${phone}: ${code}`);
  },
});
