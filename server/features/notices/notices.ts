/** A user's notices (the bell in the header): listing, marking read, and creating them. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Notice, NoticesMarkedRead, NoticeType, Page } from '../../../common/contract';
import { notices } from '../../db/schema';
import { AppError } from '../../http/errors';
import { publish } from '../../runtime/channel';
import type { Locale } from '../../../common/locales';
import { translate, type MessageKey, type MessageParams } from '../../i18n/translate';
import type { PageRequest } from '../accounts/users';

type NoticeRow = typeof notices.$inferSelect;

/** A notice written for an event is read in the reader's language; a plain one as it was written. */
const toNotice = (row: NoticeRow, locale: Locale): Notice => ({
  id: row.id,
  type: row.type,
  title: row.titleKey ? translate(locale, row.titleKey as MessageKey, row.params ?? undefined) : row.title,
  description: row.descriptionKey
    ? translate(locale, row.descriptionKey as MessageKey, row.params ?? undefined)
    : row.description,
  datetime: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

export async function createNotice(
  db: Database,
  input: { uid: number; type: NoticeType; title: string; description?: string; now: Date },
): Promise<Notice> {
  const [row] = await db
    .insert(notices)
    .values({
      uid: input.uid,
      type: input.type,
      title: input.title,
      description: input.description ?? '',
      createdAt: input.now,
    })
    .returning();
  await publish(db, { type: 'notice', audience: { uid: input.uid }, data: { id: row!.id } });
  return toNotice(row!, 'en-US');
}

/**
 * A notice about an event, sent to several people; each reads it in their own language. Each reader's
 * bell hears of it (`event: notice`) once the caller's transaction commits.
 */
export async function notify(
  db: Database,
  uids: number[],
  message: { title: MessageKey; description?: MessageKey; params: MessageParams },
  now: Date,
): Promise<void> {
  const recipients = [...new Set(uids)];
  if (!recipients.length) return;
  const written = await db
    .insert(notices)
    .values(
      recipients.map((uid) => ({
        uid,
        type: 'event' as const,
        title: translate('en-US', message.title, message.params).slice(0, 200),
        description: message.description ? translate('en-US', message.description, message.params) : '',
        titleKey: message.title,
        descriptionKey: message.description ?? null,
        params: message.params,
        createdAt: now,
      })),
    )
    .returning({ id: notices.id, uid: notices.uid });
  await publish(
    db,
    ...written.map(({ id, uid }) => ({ type: 'notice' as const, audience: { uid }, data: { id } })),
  );
}

/** Newest first. */
export async function listNotices(
  db: Database,
  uid: number,
  page: PageRequest,
  locale: Locale,
): Promise<Page<Notice>> {
  const [total] = await db.select({ n: count() }).from(notices).where(eq(notices.uid, uid));
  const rows = await db
    .select()
    .from(notices)
    .where(eq(notices.uid, uid))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  return {
    list: rows.map((row) => toNotice(row, locale)),
    total: total?.n ?? 0,
    current: page.current,
    pageSize: page.pageSize,
  };
}

/** Marks one of the user's own notices read; another user's notice is "not found", not "forbidden". */
export async function markNoticeRead(
  db: Database,
  uid: number,
  id: number,
  now: Date,
  locale: Locale,
): Promise<Notice> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.uid, uid)))
    .limit(1);
  if (!row) throw new AppError(404, 'noticeNotFound');
  if (row.readAt) return toNotice(row, locale);
  const [updated] = await db.update(notices).set({ readAt: now }).where(eq(notices.id, id)).returning();
  return toNotice(updated!, locale);
}

export async function markAllNoticesRead(db: Database, uid: number, now: Date): Promise<NoticesMarkedRead> {
  const updated = await db
    .update(notices)
    .set({ readAt: now })
    .where(and(eq(notices.uid, uid), isNull(notices.readAt)))
    .returning({ id: notices.id });
  return { updated: updated.length };
}
