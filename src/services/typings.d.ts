/*
 * The contract between the SPA, mock/ and server/. Every shape is the server's TypeBox schema in
 * common/contract, seen as a type; only the answer envelope is written here. Types only: no schema code reaches the browser.
 */
declare namespace API {
  type Result<T = unknown> = {
    code: number;
    message: string;
    data: T;
  };

  type Page<T> = import('../../common/contract').Page<T>;

  /** `current`, `pageSize` and an optional keyword. */
  type PageParams = import('../../common/contract').PageQuery;

  type Access = import('../../common/contract').Access;
  type NotificationSettings = import('../../common/contract').NotificationSettings;
  type SecuritySettings = import('../../common/contract').SecuritySettings;
  type Bindings = import('../../common/contract').Bindings;
  type CurrentUser = import('../../common/contract').CurrentUser;
  type UserUpdate = import('../../common/contract').UserUpdate;
  type UserListItem = import('../../common/contract').UserListItem;
  type LoginParams = import('../../common/contract').LoginParams;
  type LoginResult = import('../../common/contract').LoginResult;
  type TwoFactorSetup = import('../../common/contract').TwoFactorSetup;
  type TwoFactorEnable = import('../../common/contract').TwoFactorEnable;
  type TwoFactorEnabled = import('../../common/contract').TwoFactorEnabled;
  type TwoFactorDisable = import('../../common/contract').TwoFactorDisable;
  type RegisterParams = import('../../common/contract').RegisterParams;
  type CaptchaResult = import('../../common/contract').CaptchaResult;
  type PasswordChange = import('../../common/contract').PasswordChange;
  type ForgotPasswordParams = import('../../common/contract').ForgotPasswordParams;
  type ResetPasswordParams = import('../../common/contract').ResetPasswordParams;
  type VerifyEmailParams = import('../../common/contract').VerifyEmailParams;
  type RevertEmailParams = import('../../common/contract').RevertEmailParams;
  type NoticeType = import('../../common/contract').NoticeType;
  type Notice = import('../../common/contract').Notice;
  type Evpi = import('../../common/contract').Evpi;
  type EvpiInput = import('../../common/contract').EvpiInput;
  type Locale = import('../../common/contract').Locale;
  type FieldErrors = import('../../common/contract').FieldErrors;
  type RuleViolation = import('../../common/contract').RuleViolation;
  type RuleFailure = import('../../common/contract').RuleFailure;
  type Track = import('../../common/contract').Track;
  type Phase = import('../../common/contract').Phase;
  type EnrolmentWindowState = import('../../common/contract').EnrolmentWindowState;
  type CompetitionTranslations = import('../../common/contract').CompetitionTranslations;
  type Competition = import('../../common/contract').Competition;
  type CompetitionView = import('../../common/contract').CompetitionView;
  type AdminCompetitionView = import('../../common/contract').AdminCompetitionView;
  type CompetitionQuery = import('../../common/contract').CompetitionQuery;
  type CompetitionInput = import('../../common/contract').CompetitionInput;
  type AdminPhase = import('../../common/contract').AdminPhase;
  type PhaseInput = import('../../common/contract').PhaseInput;
  type PhaseTranslations = import('../../common/contract').PhaseTranslations;
  type TeamRole = import('../../common/contract').TeamRole;
  type TeamMember = import('../../common/contract').TeamMember;
  type Team = import('../../common/contract').Team;
  type TeamView = import('../../common/contract').TeamView;
  type TeamInput = import('../../common/contract').TeamInput;
  type TeamCreate = import('../../common/contract').TeamCreate;
  type TeamJoin = import('../../common/contract').TeamJoin;
  type TeamLeaveResult = import('../../common/contract').TeamLeaveResult;
  type LeaderHandover = import('../../common/contract').LeaderHandover;
  type EnrolmentStatus = import('../../common/contract').EnrolmentStatus;
  type Enrolment = import('../../common/contract').Enrolment;
  type EnrolmentView = import('../../common/contract').EnrolmentView;
  type EnrolmentCreate = import('../../common/contract').EnrolmentCreate;
  type EnrolmentQuery = import('../../common/contract').EnrolmentQuery;
  type EnrolmentReview = import('../../common/contract').EnrolmentReview;
  type EnrolmentBatchReview = import('../../common/contract').EnrolmentBatchReview;
  type EnrolmentBatchResult = import('../../common/contract').EnrolmentBatchResult;
  type AttendanceStatus = import('../../common/contract').AttendanceStatus;
  type SessionState = import('../../common/contract').SessionState;
  type AttendanceSession = import('../../common/contract').AttendanceSession;
  type AttendanceRecord = import('../../common/contract').AttendanceRecord;
  type AttendanceSessionView = import('../../common/contract').AttendanceSessionView;
  type AttendanceSessionQuery = import('../../common/contract').AttendanceSessionQuery;
  type CheckIn = import('../../common/contract').CheckIn;
  type AttendanceRecordView = import('../../common/contract').AttendanceRecordView;
  type AttendanceRecordQuery = import('../../common/contract').AttendanceRecordQuery;
  type TeamAttendance = import('../../common/contract').TeamAttendance;
  type TeamAttendanceQuery = import('../../common/contract').TeamAttendanceQuery;
  type AdminSessionView = import('../../common/contract').AdminSessionView;
  type SessionInput = import('../../common/contract').SessionInput;
  type CheckInCode = import('../../common/contract').CheckInCode;
  type RecordCorrection = import('../../common/contract').RecordCorrection;
  type AuditEntry = import('../../common/contract').AuditEntry;
  type AuditQuery = import('../../common/contract').AuditQuery;

  type RuleCode = import('../../common/rules').RuleCode;

  // Content managed in the admin console; these move to common/contract with the content issue.

  type ContentLocale = Locale;

  /** Filters of the admin lists (`GET /api/admin/<resource>`); each resource reads the ones it has. */
  type AdminQuery = import('../../common/contract').AdminQuery & {
    category?: string;
    status?: string;
  };

  type ContentKind = import('../../common/contract').ContentKind;
  type ContentStatus = import('../../common/contract').ContentStatus;
  type ContentText = import('../../common/contract').ContentText;
  type ContentTranslations = import('../../common/contract').ContentTranslations;
  type ContentAttributes = import('../../common/contract').ContentAttributes;
  type ContentInput = import('../../common/contract').ContentInput;
  type AdminContentItem = import('../../common/contract').AdminContentItem;
  type AdminContentQuery = import('../../common/contract').AdminContentQuery;
  type ContentRevision = import('../../common/contract').ContentRevision;
  type MarkdownPreview = import('../../common/contract').MarkdownPreview;
  type UploadedImage = import('../../common/contract').UploadedImage;
  type ContentItem = import('../../common/contract').ContentItem;
  type NewsCategory = import('../../common/contract').NewsCategory;
  type NewsSummary = import('../../common/contract').NewsSummary;
  type NewsArticle = import('../../common/contract').NewsArticle;
  type NewsQuery = import('../../common/contract').NewsQuery;
  type MaterialCollection = import('../../common/contract').MaterialCollection;
  type SectionArea = import('../../common/contract').SectionArea;
}
