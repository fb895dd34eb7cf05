/**
 * The signed-in user, the admins' user list, settings, password, notices and personal information
 * for `umi dev`, answering like server/routes/user.ts and server/routes/notices.ts.
 */
import type { Request, Response } from 'express';
import { isAcceptablePassword, passwordStrength } from '../common/passwordStrength';
import {
  fail,
  ok,
  page,
  publicUser,
  requireAdmin,
  requireUser,
  session,
  users,
  type MockUser,
} from './support/envelope';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{6,15}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DOCUMENT_TYPES = ['passport', 'id_card', 'other'];
const ADULT_AGE = 18;

type Problems = Record<string, string>;
type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

/** A refusal about particular fields: `data.fields` maps each to the sentence, as the server answers. */
const refuse = (res: Response, status: number, message: string, ...fields: string[]) =>
  fail(res, status, message, { fields: Object.fromEntries(fields.map((field) => [field, message])) });

const invalid = (res: Response, problems: Problems) =>
  fail(
    res,
    400,
    `Some fields are not valid: ${Object.entries(problems)
      .map(([field, problem]) => `${field} ${problem}`)
      .join('; ')}`,
    { fields: problems },
  );

/** Collects a field's problem; the checks mirror the TypeBox schemas in server/schemas.ts. */
function checker(source: Fields, problems: Problems, prefix = '') {
  const put = (field: string, problem: string) => {
    problems[prefix + field] = problem;
  };
  return {
    nonBlank(field: string, max: number) {
      const value = source[field];
      if (typeof value !== 'string' || !value.trim()) put(field, 'must not be empty');
      else if (value.length > max) put(field, `must be at most ${max} characters`);
    },
    /** Any string up to `max`, empty included; a pattern, when given, applies to a non-empty one. */
    text(field: string, max: number, pattern?: RegExp, problem = 'has an invalid format') {
      const value = source[field];
      if (typeof value !== 'string') put(field, 'has the wrong type');
      else if (value.length > max) put(field, `must be at most ${max} characters`);
      else if (pattern && value && !pattern.test(value)) put(field, problem);
    },
    nullableText(field: string, max: number, pattern?: RegExp) {
      const value = source[field];
      if (value === null) return;
      if (typeof value !== 'string') put(field, 'has the wrong type');
      else if (value.length > max) put(field, `must be at most ${max} characters`);
      else if (pattern && value && !pattern.test(value)) put(field, 'has an invalid format');
    },
    matches(field: string, pattern: RegExp, problem: string, max = 254) {
      const value = source[field];
      if (typeof value !== 'string' || !pattern.test(value) || value.length > max) put(field, problem);
    },
    boolean(field: string) {
      if (typeof source[field] !== 'boolean') put(field, 'has the wrong type');
    },
  };
}

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

const isMinor = (dateOfBirth: string) => {
  const [, y, m, d] = DATE.exec(dateOfBirth)!.map(Number);
  const today = new Date();
  const beforeBirthday = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d);
  return today.getFullYear() - y - (beforeBirthday ? 1 : 0) < ADULT_AGE;
};

const isPastDay = (value: string) => {
  const match = DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1900 && date.getTime() < Date.now();
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
  'GET /api/user/currentUser': (_req: Request, res: Response) => {
    const user = users.find((u) => u.uid === session.uid);
    // No session is not an error for start-up: code 4002 makes the SPA stay quietly signed out.
    if (!user) return res.status(200).json({ code: 4002, message: 'Not signed in.', data: null });
    syncUnread(user);
    return ok(res, publicUser(user));
  },

  'GET /api/users': (req: Request, res: Response) => {
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
  'DELETE /api/admin/users/:uid/two-factor': (req: Request, res: Response) => {
    if (!requireAdmin(req, res)) return;
    const user = users.find((u) => u.uid === Number(req.params.uid));
    if (!user) return fail(res, 404, 'There is no such user.');
    user.twoFactor = false;
    user.security = { ...user.security, mfaEnabled: false };
    return ok(res, {});
  },

  'GET /api/users/:uid': (req: Request, res: Response) => {
    if (!requireAdmin(req, res)) return;
    const user = users.find((u) => u.uid === Number(req.params.uid));
    if (!user) return fail(res, 404, 'No such user.');
    return ok(res, publicUser(user));
  },

  'PUT /api/user/user/:uid': (req: Request, res: Response) => {
    const actor = requireUser(req, res);
    if (!actor) return;
    const uid = Number(req.params.uid);
    const input = fieldsOf(req.body);
    if (!Number.isInteger(uid) || input.uid !== uid) {
      return refuse(res, 400, 'The uid in the body does not match the uid in the address.', 'uid');
    }
    const isAdmin = actor.access === 'admin';
    if (actor.uid !== uid && !isAdmin) return fail(res, 403, 'You are not allowed to do this.');
    const target = users.find((u) => u.uid === uid);
    if (!target) return fail(res, 404, 'There is no such user.');

    // Every key must be present; only email and nickname must be filled in (see UserUpdate in
    // common/contract/users.ts). The settings form asks for the rest, the API does not.
    const problems: Problems = {};
    const required = [
      'uid',
      'nickname',
      'avatar',
      'email',
      'phone',
      'profile',
      'country',
      'province',
      'city',
      'address',
      'notifications',
      'security',
      'bindings',
    ];
    // The current user's read-only fields may come back as read (the server checks the same).
    const readOnly = ['username', 'passwordStrength', 'createdAt'] as const;
    Object.keys(input)
      .filter(
        (key) =>
          !required.includes(key) &&
          ![
            'access',
            'unreadCount',
            'twoFactor',
            'twoFactorRequired',
            'emailVerified',
            'password',
            ...readOnly,
          ].includes(key),
      )
      .forEach((key) => {
        problems[key] = 'is not an accepted field';
      });
    readOnly
      .filter((key) => key in input && input[key] !== target[key])
      .forEach((key) => {
        problems[key] = 'is read-only and cannot be changed';
      });
    const check = checker(input, problems);
    check.nonBlank('nickname', 64);
    check.nullableText('avatar', 2048);
    check.matches('email', EMAIL, 'must be a valid email address');
    if (input.phone !== null)
      check.text(
        'phone',
        16,
        PHONE,
        'must be empty or a phone number of 6 to 15 digits, optionally starting with +',
      );
    check.text('profile', 2000);
    ['country', 'province', 'city'].forEach((field) => check.text(field, 64));
    check.text('address', 255);
    const notifications = fieldsOf(input.notifications);
    const security = fieldsOf(input.security);
    const bindings = fieldsOf(input.bindings);
    ['accountPassword', 'systemMessages', 'todoTasks'].forEach((f) =>
      checker(notifications, problems, 'notifications.').boolean(f),
    );
    const securityCheck = checker(security, problems, 'security.');
    securityCheck.nullableText('securityPhone', 16, PHONE);
    securityCheck.nullableText('securityQuestion', 200);
    securityCheck.nullableText('backupEmail', 254, EMAIL);
    securityCheck.boolean('mfaEnabled');
    ['github', 'google', 'wechat'].forEach((f) =>
      checker(bindings, problems, 'bindings.').nullableText(f, 128),
    );
    // A missing key is named as such, not by what its absence broke.
    required
      .filter((key) => !(key in input))
      .forEach((key) => {
        Object.keys(problems)
          .filter((field) => field.startsWith(`${key}.`))
          .forEach((field) => delete problems[field]);
        problems[key] = 'is required';
      });
    if (input.access !== undefined && input.access !== 'user' && input.access !== 'admin') {
      problems.access = 'is not one of the allowed values';
    }
    if (Object.keys(problems).length) return invalid(res, problems);

    if (input.access !== undefined && input.access !== target.access && (!isAdmin || actor.uid === uid)) {
      return fail(res, 403, 'You cannot change your own access level.');
    }
    const email = String(input.email).trim().toLowerCase();
    // null or '' is no phone (as after a registration without one); two such accounts never clash.
    const phone = input.phone === null ? null : String(input.phone).trim() || null;
    const others = users.filter((u) => u.uid !== uid);
    if (others.some((u) => u.email.toLowerCase() === email)) {
      return refuse(res, 409, 'An account with this email address already exists.', 'email');
    }
    if (phone && others.some((u) => u.phone === phone)) {
      return refuse(res, 409, 'This phone number belongs to another account.', 'phone');
    }
    // Users changing their own email give their password, as on the server; admins editing others do not.
    if (actor.uid === uid && email !== target.email.toLowerCase()) {
      if (!input.password) {
        return refuse(res, 400, 'Enter your current password to change your email address.', 'password');
      }
      if (input.password !== target.password) {
        return refuse(res, 400, 'The current password is not correct.', 'password');
      }
    }

    const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
    Object.assign(target, {
      nickname: String(input.nickname).trim(),
      avatar: blankToNull(input.avatar),
      email,
      // A new address is unverified until its link is opened (the mock sends none).
      emailVerified: target.emailVerified && email === target.email,
      phone,
      profile: String(input.profile).trim(),
      country: String(input.country).trim(),
      province: String(input.province).trim(),
      city: String(input.city).trim(),
      address: String(input.address).trim(),
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

  'PUT /api/user/password': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const { oldPassword, newPassword } = fieldsOf(req.body);
    if (typeof oldPassword !== 'string' || !oldPassword) return invalid(res, { oldPassword: 'is required' });
    if (typeof newPassword !== 'string' || !newPassword) return invalid(res, { newPassword: 'is required' });
    if (oldPassword !== user.password) {
      return refuse(res, 400, 'The current password is not correct.', 'oldPassword');
    }
    if (!isAcceptablePassword(newPassword)) {
      return refuse(
        res,
        400,
        'The password is too weak: use at least 8 characters and mix letters with digits or symbols.',
        'newPassword',
      );
    }
    if (newPassword === oldPassword) {
      return refuse(res, 400, 'The new password must be different from the current one.', 'newPassword');
    }
    user.password = newPassword;
    user.passwordStrength = passwordStrength(newPassword);
    return ok(res, {});
  },

  'GET /api/notices': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    return ok(res, page(noticesOf(user).map(toNotice), req.query));
  },

  'PUT /api/notices/read-all': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const unread = noticesOf(user).filter((n) => !n.read);
    unread.forEach((n) => {
      n.read = true;
    });
    syncUnread(user);
    return ok(res, { updated: unread.length });
  },

  'PUT /api/notices/:id/read': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const found = noticesOf(user).find((n) => n.id === Number(req.params.id));
    if (!found) return fail(res, 404, 'There is no such notice.');
    found.read = true;
    syncUnread(user);
    return ok(res, toNotice(found));
  },

  'GET /api/user/evpi': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    return ok(res, evpiByUid.get(user.uid) ?? null);
  },

  'GET /api/users/:uid/evpi': (req: Request, res: Response) => {
    if (!requireAdmin(req, res)) return;
    const uid = Number(req.params.uid);
    if (!users.some((u) => u.uid === uid)) return fail(res, 404, 'There is no such user.');
    return ok(res, evpiByUid.get(uid) ?? null);
  },

  'PUT /api/user/evpi': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const input = fieldsOf(req.body);
    const problems: Problems = {};
    const check = checker(input, problems);
    check.nonBlank('legalName', 128);
    check.nonBlank('nationality', 64);
    check.nonBlank('documentNumber', 64);
    check.nonBlank('organisation', 128);
    check.nonBlank('emergencyContactName', 128);
    check.matches(
      'emergencyContactPhone',
      PHONE,
      'must be a phone number of 6 to 15 digits, optionally starting with +',
    );
    check.nullableText('guardianName', 128);
    check.nullableText('guardianPhone', 16, PHONE);
    if (!DOCUMENT_TYPES.includes(String(input.documentType)))
      problems.documentType = 'is not one of the allowed values';
    if (typeof input.dateOfBirth !== 'string' || !DATE.test(input.dateOfBirth)) {
      problems.dateOfBirth = 'must be a date written YYYY-MM-DD';
    }
    if (Object.keys(problems).length) return invalid(res, problems);
    const dateOfBirth = String(input.dateOfBirth);
    if (!isPastDay(dateOfBirth)) {
      return refuse(res, 400, 'The date of birth must be a real date in the past.', 'dateOfBirth');
    }
    const text = (value: unknown) => String(value).trim();
    const optional = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
    const guardianName = optional(input.guardianName);
    const guardianPhone = optional(input.guardianPhone);
    if (isMinor(dateOfBirth) && (!guardianName || !guardianPhone)) {
      const missing = [
        ...(guardianName ? [] : ['guardianName']),
        ...(guardianPhone ? [] : ['guardianPhone']),
      ];
      return refuse(
        res,
        400,
        "Participants under 18 need a guardian: fill in the guardian's name and phone.",
        ...missing,
      );
    }
    const saved: API.Evpi = {
      legalName: text(input.legalName),
      dateOfBirth,
      nationality: text(input.nationality),
      documentType: input.documentType as API.Evpi['documentType'],
      documentNumber: text(input.documentNumber),
      organisation: text(input.organisation),
      emergencyContactName: text(input.emergencyContactName),
      emergencyContactPhone: text(input.emergencyContactPhone),
      guardianName,
      guardianPhone,
      updatedAt: new Date().toISOString(),
    };
    evpiByUid.set(user.uid, saved);
    return ok(res, saved);
  },
};
