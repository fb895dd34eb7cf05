/** What the admin console's downloads share: the caller's language and CSV answers. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, LOCALE_COOKIE } from '../../common/locales';
import type { Caller } from '../shared/caller';
import { callerOf } from '../plugins/access';

/**
 * The caller of a download, in the language the admin chose in the portal. A download is a plain
 * link the browser follows itself, so its Accept-Language is the browser's, not the SPA's: the
 * `portal_locale` cookie the SPA sets at every start and switch says the chosen one.
 */
export function downloadCaller(request: FastifyRequest): Caller {
  const chosen = request.cookies[LOCALE_COOKIE];
  return { ...callerOf(request), ...(isLocale(chosen) ? { locale: chosen } : {}) };
}

export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
