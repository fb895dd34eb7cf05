/* The contract between the SPA, mock/ and server/: every answer is `API.Result<T>`. */
declare namespace API {
  type Result<T = unknown> = {
    code: number;
    message: string;
    data: T;
  };

  type Page<T> = {
    list: T[];
    total: number;
    current: number;
    pageSize: number;
  };

  type PageParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
  };

  type Access = 'user' | 'admin';

  type NotificationSettings = {
    accountPassword: boolean;
    systemMessages: boolean;
    todoTasks: boolean;
  };

  type SecuritySettings = {
    securityPhone: string | null;
    securityQuestion: string | null;
    backupEmail: string | null;
    mfaEnabled: boolean;
  };

  type Bindings = {
    github: string | null;
    google: string | null;
    wechat: string | null;
  };

  /** The signed-in user as `GET /api/user/currentUser` answers it: never a secret. */
  type CurrentUser = {
    uid: number;
    username: string;
    nickname: string;
    avatar: string | null;
    email: string;
    phone: string | null;
    access: Access;
    profile: string;
    country: string;
    province: string;
    city: string;
    address: string;
    notifications: NotificationSettings;
    security: SecuritySettings;
    bindings: Bindings;
    passwordStrength: 'weak' | 'medium' | 'strong' | null;
    unreadCount: number;
    createdAt: string;
  };

  /** What `PUT /api/user/user/{uid}` takes: the whole editable user, uid included. */
  type UserUpdate = Pick<
    CurrentUser,
    | 'uid'
    | 'nickname'
    | 'avatar'
    | 'email'
    | 'phone'
    | 'profile'
    | 'country'
    | 'province'
    | 'city'
    | 'address'
    | 'notifications'
    | 'security'
    | 'bindings'
  > & { access?: Access };

  type UserListItem = Pick<CurrentUser, 'uid' | 'username' | 'nickname' | 'email' | 'phone' | 'access' | 'country' | 'createdAt'>;

  type LoginParams =
    | { type: 'account'; username: string; password: string; autoLogin?: boolean }
    | { type: 'mobile'; mobile: string; captcha: string; autoLogin?: boolean };

  type LoginResult = {
    status: 'ok';
    type: 'account' | 'mobile';
    currentAuthority: Access;
  };

  type RegisterParams = {
    username: string;
    email: string;
    password: string;
    phone?: string;
  };

  type CaptchaResult = { expiresIn: number };

  type PasswordChange = { oldPassword: string; newPassword: string };

  type NoticeType = 'notification' | 'message' | 'event';

  type Notice = {
    id: number;
    type: NoticeType;
    title: string;
    description: string;
    datetime: string;
    read: boolean;
  };

  /** Personal information a participant gives for enrolment (/account/Evpi). */
  type Evpi = {
    legalName: string;
    dateOfBirth: string;
    nationality: string;
    documentType: 'passport' | 'id_card' | 'other';
    documentNumber: string;
    organisation: string;
    emergencyContactName: string;
    emergencyContactPhone: string;
    guardianName: string | null;
    guardianPhone: string | null;
    updatedAt?: string;
  };

  type TeamRole = 'leader' | 'member' | 'advisor';

  type TeamMember = {
    uid: number;
    username: string;
    nickname: string;
    role: TeamRole;
    joinedAt: string;
  };

  type Team = {
    id: number;
    name: string;
    competitionId: number;
    competitionName: string;
    organisation: string;
    country: string;
    description: string;
    inviteCode: string | null;
    members: TeamMember[];
    enrolmentStatus: EnrolmentStatus | null;
    createdAt: string;
  };

  type TeamInput = Pick<Team, 'name' | 'organisation' | 'country' | 'description'>;

  type Phase = {
    id: number;
    name: string;
    startsAt: string;
    endsAt: string;
  };

  type Competition = {
    id: number;
    name: string;
    summary: string;
    track: 'underwater' | 'ground' | 'aerial' | 'simulation';
    enrolmentOpensAt: string;
    enrolmentClosesAt: string;
    minTeamSize: number;
    maxTeamSize: number;
    capacity: number;
    enrolledTeams: number;
    phases: Phase[];
  };

  type EnrolmentStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';

  type Enrolment = {
    id: number;
    competitionId: number;
    competitionName: string;
    teamId: number;
    teamName: string;
    status: EnrolmentStatus;
    createdAt: string;
  };

  type AttendanceSession = {
    id: number;
    competitionId: number;
    title: string;
    location: string;
    startsAt: string;
    endsAt: string;
  };

  type AttendanceRecord = {
    id: number;
    sessionId: number;
    sessionTitle: string;
    teamId: number;
    uid: number;
    nickname: string;
    status: 'present' | 'late' | 'absent' | 'excused';
    checkedInAt: string | null;
  };
}
