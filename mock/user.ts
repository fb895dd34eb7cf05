/**
 * The signed-in user, the admins' user list, settings, password, notices and personal information
 * for `umi dev`, answering like server/features/accounts/user-routes.ts and server/features/notices/routes.ts.
 */
import * as accountsOperations from '../common/contract/operations/accounts';
import * as twoFactorOperations from '../common/contract/operations/two-factor';
import * as usersOperations from '../common/contract/operations/users';
import * as noticesOperations from '../common/contract/operations/notices';
import { routeKey } from '../common/contract/operation-table';
import type { Request, Response } from 'express';
import { ageOn, parseDay } from '../common/age';
import { EmptyObject, EvpiInput, PasswordChange, UserUpdate } from '../common/contract';
import { ADULT_AGE } from '../common/limits';
import { isAcceptablePassword, passwordStrength } from '../common/passwordStrength';
import { READ_ONLY_USER_FIELDS, type ReadOnlyUserField } from '../common/user-fields';
import type * as API from '../common/contract';
import { AppError } from '../server/http/errors';
import {
  ok,
  page,
  publicUser,
  requireAdmin,
  requireUser,
  session,
  users,
  type MockUser,
} from './support/envelope';
import { fieldRefusal, refuse, valid } from './support/validate';

// The same instant written another way (another offset, no milliseconds) is unchanged, as on the server.
const same = (key: ReadOnlyUserField, sent: unknown, stored: unknown) =>
  key === 'createdAt' ? Date.parse(String(sent)) === Date.parse(String(stored)) : sent === stored;

// ---------------------------------------------------------------------------------------------
// Notices

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

interface StoredNotice extends API.Notice {
  uid: number;
}

let lastNoticeId = 0;
const notice = (
  uid: number,
  type: API.NoticeType,
  title: string,
  description: string,
  hours: number,
  read: boolean,
) => {
  lastNoticeId += 1;
  return { id: lastNoticeId, uid, type, title, description, datetime: hoursAgo(hours), read };
};

const notices: StoredNotice[] = [
  notice(
    1,
    'event',
    'Three enrolments await review',
    'Underwater Robotics 2026: DeepBlue ROV, Nusantara Sub and Tubarão Azul applied.',
    2,
    false,
  ),
  notice(
    1,
    'message',
    'Question from Ana Souza',
    'Can a team change its advisor after enrolment closes?',
    20,
    false,
  ),
  notice(
    1,
    'notification',
    'Phase dates published',
    'The technical documentation review runs from 15 November to 31 January.',
    72,
    true,
  ),
  notice(
    2,
    'notification',
    'Enrolment is open',
    'Underwater Robotics 2026 accepts teams until 31 October. Complete your personal information first.',
    5,
    false,
  ),
  notice(
    2,
    'event',
    'Technical report due',
    'Upload the DeepBlue ROV technical report before 15 November.',
    30,
    true,
  ),
  notice(
    2,
    'message',
    'Welcome to the team',
    'Wang Lei joined DeepBlue ROV with your invite code.',
    96,
    true,
  ),
];

/** Every account has at least a welcome notice, so a new account's centre and bell are not empty. */
function noticesOf(user: MockUser): StoredNotice[] {
  if (!notices.some((n) => n.uid === user.uid)) {
    notices.push(
      notice(
        user.uid,
        'notification',
        'Welcome to the competition portal',
        'Complete your settings and personal information, then create or join a team.',
        0,
        false,
      ),
    );
  }
  return notices.filter((n) => n.uid === user.uid).sort((a, b) => b.datetime.localeCompare(a.datetime));
}

/** The bell reads unreadCount from the current user; keep it equal to the notices. */
const syncUnread = (user: MockUser) => {
  user.unreadCount = noticesOf(user).filter((n) => !n.read).length;
};

const toNotice = ({ uid: _uid, ...rest }: StoredNotice): API.Notice => rest;

// ---------------------------------------------------------------------------------------------
// Personal information

const evpiByUid = new Map<number, API.Evpi>();

/** The server's bounds (server/features/accounts/evpi.ts): a calendar day, from 1900, not in the future. */
const ageOf = (dateOfBirth: string) => {
  const age = ageOn(dateOfBirth, new Date());
  return age === null || age < 0 || age > 150 || parseDay(dateOfBirth)!.year < 1900 ? null : age;
};

evpiByUid.set(2, {
  legalName: 'Lin Hai',
  dateOfBirth: '2001-04-12',
  nationality: 'CN',
  documentType: 'passport',
  documentNumber: 'E12345678',
  organisation: 'Zhejiang University',
  emergencyContactName: 'Lin Wei',
  emergencyContactPhone: '+8613900000022',
  guardianName: null,
  guardianPhone: null,
  updatedAt: '2026-09-02T10:30:00.000Z',
});

export default {
  [routeKey(accountsOperations.currentUser)]: (_req: Request, res: Response) => {
    const user = users.find((u) => u.uid === session.uid);
    // No session is not an error for start-up: code 4002 makes the SPA stay quietly signed out.
    if (!user) return res.status(200).json({ code: 4002, message: 'Not signed in.', data: null });
    syncUnread(user);
    return ok(res, publicUser(user));
  },

  [routeKey(usersOperations.listUsers)]: (req: Request, res: Response) => {
    if (!requireAdmin(req, res)) return;
    const keyword = String(req.query.keyword ?? '')
      .trim()
      .toLowerCase();
    const list = users
      .filter(
        (u) => !keyword || [u.username, u.nickname, u.email].some((v) => v.toLowerCase().includes(keyword)),
      )
      .map(
        ({
          uid,
          username,
          nickname,
          email,
          emailVerified,
          phone,
          access,
          country,
          createdAt,
          twoFactor,
        }) => ({
          uid,
          username,
          nickname,
          email,
          emailVerified,
          phone,
          access,
          country,
          createdAt,
          twoFactor,
        }),
      );
    return ok(res, page(list, req.query));
  },

  // Turns it off for the fixture; its refusals (one's own, not on) are the server's rules.
  [routeKey(twoFactorOperations.resetTwoFactor)]: (req: Request, res: Response) => {
    if (!requireAdmin(req, res) || valid(EmptyObject, req, res) === undefined) return;
    const user = users.find((u) => u.uid === Number(req.params.uid));
    if (!user) return refuse(req, res, new AppError(404, 'userNotFound'));
    user.twoFactor = false;
    user.security = { ...user.security, mfaEnabled: false };
    return ok(res, {});
  },

  [routeKey(usersOperations.getUser)]: (req: Request, res: Response) => {
    if (!requireAdmin(req, res)) return;
    const user = users.find((u) => u.uid === Number(req.params.uid));
    if (!user) return refuse(req, res, new AppError(404, 'userNotFound'));
    return ok(res, publicUser(user));
  },

  [routeKey(usersOperations.updateUser)]: (req: Request, res: Response) => {
    const actor = requireUser(req, res);
    if (!actor) return;
    const input = valid(UserUpdate, req, res);
    if (!input) return;
    // From here on the checks of server/features/accounts/users.ts, in its order and its words.
    const uid = Number(req.params.uid);
    if (input.uid !== uid) return refuse(req, res, fieldRefusal(400, 'uidMismatch', 'uid'));
    const isAdmin = actor.access === 'admin';
    if (actor.uid !== uid && !isAdmin) return refuse(req, res, new AppError(403, 'forbidden'));
    const target = users.find((u) => u.uid === uid);
    if (!target) return refuse(req, res, new AppError(404, 'userNotFound'));
    // The current user's read-only fields may come back as read, not changed.
    const changed = READ_ONLY_USER_FIELDS.filter(
      (key) => input[key] !== undefined && !same(key, input[key], target[key]),
    );
    if (changed.length) {
      const fields = Object.fromEntries(changed.map((key) => [key, { key: 'field.readOnly' as const }]));
      return refuse(req, res, new AppError(400, 'invalidInput', undefined, fields));
    }
    if (input.access !== undefined && input.access !== target.access && (!isAdmin || actor.uid === uid)) {
      return refuse(req, res, new AppError(403, 'cannotChangeAccess'));
    }
    const email = input.email.trim().toLowerCase();
    // null or '' is no phone (as after a registration without one); two such accounts never clash.
    const phone = input.phone?.trim() || null;
    // Users changing their own email give their password, as on the server; admins editing others do not.
    if (actor.uid === uid && email !== target.email.toLowerCase()) {
      if (!input.password) {
        return refuse(req, res, fieldRefusal(400, 'emailChangeNeedsPassword', 'password'));
      }
      if (input.password !== target.password) {
        return refuse(req, res, fieldRefusal(400, 'oldPasswordWrong', 'password'));
      }
    }
    const others = users.filter((u) => u.uid !== uid);
    if (others.some((u) => u.email.toLowerCase() === email)) {
      return refuse(req, res, fieldRefusal(409, 'emailTaken', 'email'));
    }
    if (phone && others.some((u) => u.phone === phone)) {
      return refuse(req, res, fieldRefusal(409, 'phoneTaken', 'phone'));
    }

    const blankToNull = (value: string | null) => value?.trim() || null;
    const { notifications, security, bindings } = input;
    Object.assign(target, {
      nickname: input.nickname.trim(),
      avatar: blankToNull(input.avatar),
      email,
      // A new address is unverified until its link is opened (the mock sends none).
      emailVerified: target.emailVerified && email === target.email,
      phone,
      profile: input.profile.trim(),
      country: input.country.trim(),
      province: input.province.trim(),
      city: input.city.trim(),
      address: input.address.trim(),
      notifications: {
        accountPassword: notifications.accountPassword,
        systemMessages: notifications.systemMessages,
        todoTasks: notifications.todoTasks,
      },
      security: {
        securityPhone: blankToNull(security.securityPhone),
        securityQuestion: blankToNull(security.securityQuestion),
        backupEmail: blankToNull(security.backupEmail)?.toLowerCase() ?? null,
        // Mirrors two-factor sign-in, as on the server; the mock has no two-factor.
        mfaEnabled: false,
      },
      bindings: {
        github: blankToNull(bindings.github),
        google: blankToNull(bindings.google),
        wechat: blankToNull(bindings.wechat),
      },
      ...(input.access !== undefined ? { access: input.access } : {}),
    });
    syncUnread(target);
    return ok(res, publicUser(target));
  },

  [routeKey(usersOperations.changePassword)]: (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const input = valid(PasswordChange, req, res);
    if (!input) return;
    const { oldPassword, newPassword } = input;
    if (oldPassword !== user.password)
      return refuse(req, res, fieldRefusal(400, 'oldPasswordWrong', 'oldPassword'));
    if (newPassword === oldPassword)
      return refuse(req, res, fieldRefusal(400, 'samePassword', 'newPassword'));
    if (!isAcceptablePassword(newPassword)) {
      return refuse(req, res, fieldRefusal(400, 'weakPassword', 'newPassword'));
    }
    user.password = newPassword;
    user.passwordStrength = passwordStrength(newPassword);
    return ok(res, {});
  },

  [routeKey(noticesOperations.listNotices)]: (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    return ok(res, page(noticesOf(user).map(toNotice), req.query));
  },

  [routeKey(noticesOperations.markAllNoticesRead)]: (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user || valid(EmptyObject, req, res) === undefined) return;
    const unread = noticesOf(user).filter((n) => !n.read);
    unread.forEach((n) => {
      n.read = true;
    });
    syncUnread(user);
    return ok(res, { updated: unread.length });
  },

  [routeKey(noticesOperations.markNoticeRead)]: (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user || valid(EmptyObject, req, res) === undefined) return;
    const found = noticesOf(user).find((n) => n.id === Number(req.params.id));
    if (!found) return refuse(req, res, new AppError(404, 'noticeNotFound'));
    found.read = true;
    syncUnread(user);
    return ok(res, toNotice(found));
  },

  [routeKey(usersOperations.myEvpi)]: (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    return ok(res, evpiByUid.get(user.uid) ?? null);
  },

  [routeKey(usersOperations.userEvpi)]: (req: Request, res: Response) => {
    if (!requireAdmin(req, res)) return;
    const uid = Number(req.params.uid);
    if (!users.some((u) => u.uid === uid)) return refuse(req, res, new AppError(404, 'userNotFound'));
    return ok(res, evpiByUid.get(uid) ?? null);
  },

  [routeKey(usersOperations.saveEvpi)]: (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const input = valid(EvpiInput, req, res);
    if (!input) return;
    // The rules of server/features/accounts/evpi.ts, in its words.
    const age = ageOf(input.dateOfBirth);
    if (age === null) return refuse(req, res, fieldRefusal(400, 'dateOfBirthInvalid', 'dateOfBirth'));
    const optional = (value: string | null) => value?.trim() || null;
    const guardianName = optional(input.guardianName);
    const guardianPhone = optional(input.guardianPhone);
    if (age < ADULT_AGE && (!guardianName || !guardianPhone)) {
      const missing = [
        ...(guardianName ? [] : ['guardianName']),
        ...(guardianPhone ? [] : ['guardianPhone']),
      ];
      return refuse(req, res, fieldRefusal(400, 'guardianRequired', ...missing));
    }
    const saved: API.Evpi = {
      legalName: input.legalName.trim(),
      dateOfBirth: input.dateOfBirth,
      nationality: input.nationality.trim(),
      documentType: input.documentType,
      documentNumber: input.documentNumber.trim(),
      organisation: input.organisation.trim(),
      emergencyContactName: input.emergencyContactName.trim(),
      emergencyContactPhone: input.emergencyContactPhone.trim(),
      guardianName,
      guardianPhone,
      updatedAt: new Date().toISOString(),
    };
    evpiByUid.set(user.uid, saved);
    return ok(res, saved);
  },
};
