/* The contract between the SPA, mock/ and server/: every answer is `API.Result<T>`. */
declare namespace API {
  type Result<T = unknown> = {
    code: number;
    message: string;
    data: T;
  };

  /** `data` of a 400 (and of a 409 about one field, e.g. a taken email): field path (`email`, `security.backupEmail`) to a sentence. */
  type FieldErrors = { fields: Record<string, string> };

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

  /**
   * What `PUT /api/user/user/{uid}` takes: the whole editable user, uid included, every key present.
   * Only email and nickname must be filled in; the phone is '' for none (null in CurrentUser).
   */
  type UserUpdate = Pick<
    CurrentUser,
    | 'uid'
    | 'nickname'
    | 'avatar'
    | 'email'
    | 'profile'
    | 'country'
    | 'province'
    | 'city'
    | 'address'
    | 'notifications'
    | 'security'
    | 'bindings'
  > & { phone: string; access?: Access };

  type UserListItem = Pick<
    CurrentUser,
    'uid' | 'username' | 'nickname' | 'email' | 'phone' | 'access' | 'country' | 'createdAt'
  >;

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

  // Teams, enrolment, attendance and the admin console: the answers' shapes beyond the base types.

  /** The business rules a request can break; `values` fill the sentence the SPA shows for each. */
  type RuleCode =
    | 'already_in_team'
    | 'team_full'
    | 'team_too_small'
    | 'team_name_taken'
    | 'invite_invalid'
    | 'not_team_leader'
    | 'not_team_member'
    | 'leader_cannot_leave'
    | 'roster_frozen'
    | 'evpi_incomplete'
    | 'team_other_competition'
    | 'enrolment_not_open'
    | 'enrolment_closed'
    | 'capacity_reached'
    | 'already_enrolled'
    | 'not_withdrawable'
    | 'review_not_pending'
    | 'competition_has_teams'
    | 'session_not_open'
    | 'already_checked_in';

  type RuleViolation = { rule: RuleCode; values?: Record<string, string | number> };

  /** `data` of a 403/409 answer refused by business rules: every broken rule, not only the first. */
  type RuleFailure = { violations: RuleViolation[] };

  /** Where a competition's enrolment stands by the server's clock; `full` only while the window is open. */
  type EnrolmentWindowState = 'upcoming' | 'open' | 'full' | 'closed';

  type CompetitionView = Competition & { windowState: EnrolmentWindowState };

  type CompetitionQuery = PageParams & { track?: Competition['track']; windowState?: EnrolmentWindowState };

  /** A team as its members see it; `inviteCode` is null for everyone but the leader. */
  type TeamView = Team & {
    myRole: TeamRole | null;
    minTeamSize: number;
    maxTeamSize: number;
    /** The team's live enrolment (pending or approved), if any. */
    enrolmentId: number | null;
    /** Members whose personal information (Evpi) is incomplete: each one blocks enrolment. */
    evpiIncomplete: number[];
  };

  type TeamCreate = TeamInput & { competitionId: number };

  type TeamJoin = { inviteCode: string };

  /** A leader who leaves as the last member dissolves the team. */
  type TeamLeaveResult = { teamId: number; dissolved: boolean };

  type EnrolmentView = Enrolment & {
    leaderName: string;
    memberCount: number;
    reviewNote: string | null;
    reviewedAt: string | null;
  };

  type EnrolmentCreate = { competitionId: number; teamId: number };

  type EnrolmentQuery = PageParams & { competitionId?: number; status?: EnrolmentStatus };

  type EnrolmentReview = { status: 'approved' | 'rejected'; reviewNote?: string };

  type AttendanceStatus = AttendanceRecord['status'];

  /** Check-in is possible only while `state` is open (the session's window by the server's clock). */
  type AttendanceSessionView = AttendanceSession & {
    competitionName: string;
    state: 'upcoming' | 'open' | 'closed';
    /** The caller's team in this competition: a user is in at most one team per competition. */
    teamId: number | null;
    teamName: string | null;
    myRecord: AttendanceRecord | null;
  };

  type AttendanceSessionQuery = PageParams & { competitionId?: number };

  type CheckIn = { sessionId: number; teamId: number };

  type AttendanceRecordView = AttendanceRecord & {
    teamName: string;
    competitionId: number;
    competitionName: string;
    sessionStartsAt: string;
  };

  type AttendanceRecordQuery = PageParams & {
    teamId?: number;
    sessionId?: number;
    status?: AttendanceStatus;
  };

  type ContentLocale = 'zh-CN' | 'en-US' | 'zh-TW' | 'pt-BR' | 'id-ID';

  /** Filters of the admin lists (`GET /api/admin/<resource>`); each resource reads the ones it has. */
  type AdminQuery = PageParams & {
    locale?: ContentLocale;
    category?: string;
    status?: string;
    track?: Competition['track'];
    competitionId?: number;
  };

  type CompetitionInput = Omit<Competition, 'id' | 'enrolledTeams' | 'phases'>;

  type AdminPhase = Phase & { competitionId: number; competitionName: string };

  type PhaseInput = Omit<AdminPhase, 'id' | 'competitionName'>;

  type NewsCategory =
    'registration' | 'rules' | 'venue' | 'training' | 'platform' | 'travel' | 'results' | 'partner';

  type NewsAnnouncement = {
    id: number;
    locale: ContentLocale;
    category: NewsCategory;
    title: string;
    summary: string;
    body: string;
    pinned: boolean;
    status: 'draft' | 'published';
    /** Set by the server when an item is first published without a date. */
    publishedAt: string | null;
    updatedAt: string;
  };

  type NewsInput = Omit<NewsAnnouncement, 'id' | 'updatedAt'>;

  type Banner = {
    id: number;
    locale: ContentLocale;
    title: string;
    subtitle: string;
    imageUrl: string;
    link: string;
    sort: number;
    enabled: boolean;
    updatedAt: string;
  };

  type BannerInput = Omit<Banner, 'id' | 'updatedAt'>;

  type MaterialCategory = 'training' | 'periodical' | 'science';

  type Material = {
    id: number;
    locale: ContentLocale;
    category: MaterialCategory;
    title: string;
    author: string;
    summary: string;
    url: string;
    publishedOn: string;
    updatedAt: string;
  };

  type MaterialInput = Omit<Material, 'id' | 'updatedAt'>;

  /** One section of the about-us pages; `slug` is the route segment (`Feature1` → /About/Feature1). */
  type AboutPage = {
    id: number;
    locale: ContentLocale;
    slug: string;
    title: string;
    body: string;
    sort: number;
    updatedAt: string;
  };

  type AboutPageInput = Omit<AboutPage, 'id' | 'updatedAt'>;
}
