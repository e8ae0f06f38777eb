import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Our tables. Column names are camelCase in both dialects; flags are integers 0/1 in both (no boolean mapping to
 * get wrong); times are bigint milliseconds since the epoch; JSON is stored as text and parsed in queries.
 * better-auth's own tables (user, session, account, verification) are typed here only where we read them.
 */
export interface Database {
  profiles: ProfileTable;
  categories: CategoryTable;
  subjects: SubjectTable;
  sections: SectionTable;
  chapters: ChapterTable;
  questions: QuestionTable;
  settings: SettingTable;
  mailOutbox: MailOutboxTable;
  practices: PracticeTable;
  practiceQuestions: PracticeQuestionTable;
  studentLinks: StudentLinkTable;
  schoolTeachers: SchoolTeacherTable;
  classes: ClassTable;
  classStudents: ClassStudentTable;
  assignments: AssignmentTable;
  assignmentQuestions: AssignmentQuestionTable;
  assignmentStudents: AssignmentStudentTable;
  bookmarks: BookmarkTable;
  statPapers: StatPaperTable;
  statDaily: StatDailyTable;
  statSubjectDaily: StatSubjectDailyTable;
  statChapterDaily: StatChapterDailyTable;
  reviewQueue: ReviewQueueTable;
  questionCalibrations: QuestionCalibrationTable;
  subjectCalibrations: SubjectCalibrationTable;
  reports: ReportTable;
  files: FileTable;
  storedFiles: StoredFileTable;
  jobs: JobTable;
  rateLimits: RateLimitTable;
  aiMarks: AiMarkTable;
  aiSolutions: AiSolutionTable;
  billingEvents: BillingEventTable;
  payments: PaymentTable;
  analyticsEvents: AnalyticsEventTable;
  digestRuns: DigestRunTable;
  digestDeliveries: DigestDeliveryTable;
  blogs: BlogTable;
  blogCategories: BlogCategoryTable;
  user: AuthUserTable;
  account: AuthAccountTable;
  session: AuthSessionTable;
}

export type Flag = 0 | 1;

export interface ProfileTable {
  id: string;
  email: string;
  displayName: string;
  avatarUrl: string | null;
  role: string | null;
  isSchool: Flag;
  language: string;
  createdAt: number;
  lastSeenAt: number | null;
  defaultSchool: string | null;
  defaultCategory: string | null;
  defaultSubject: string | null;
  defaultLocale: string | null;
  pushToken: string | null;
  badge: Generated<number>;
  ratedOnAppStoreAt: number | null;
  sharedOnFacebookAt: number | null;
  freeTrialEndsAt: number | null;
  premiumStudentQuantity: Generated<number>;
  premiumTeacherQuantity: Generated<number>;
  premiumExpiry: number | null;
  premiumCustomerId: string | null;
  premiumPurchasedAt: number | null;
  /** the provider's subscription id while a recurring plan runs (Stripe) */
  premiumSubscriptionId: string | null;
  /** provider time (ms) of the last subscription event applied: an older one arriving later is ignored */
  premiumEventAt: number | null;
  mustChangePassword: Generated<Flag>;
  /** set by the seed on the demo accounts, which are exempt from the free limits */
  isDemo: Generated<Flag>;
  /** when the account was last prompted to invite a teacher (schools) or students (teachers) */
  invitePromptedAt: number | null;
  /** the parents' weekly digest e-mail (migration 0018): on unless the account turned it off */
  weeklyDigest: Generated<Flag>;
  deleted: Generated<Flag>;
}
export type ProfileRow = Selectable<ProfileTable>;
export type NewProfile = Insertable<ProfileTable>;
export type ProfileUpdate = Updateable<ProfileTable>;

export interface CategoryTable {
  id: string;
  titleEn: string;
  titleZh: string;
  audience: string;
  order: number;
  published: Flag;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
  /** set when edited in the app; the content loader then leaves its text alone */
  editedAt: number | null;
}

export interface SubjectTable {
  id: string;
  categoryId: string;
  titleEn: string;
  titleZh: string;
  order: number;
  published: Flag;
  isOld: Flag;
  isNew: Flag;
  deleted: Flag;
  defaultLanguage: string | null;
  /** JSON: GradeBand[] */
  grades: string;
  /** JSON: { name, url } or null, per language */
  syllabusEn: string | null;
  syllabusZh: string | null;
  createdAt: number;
  updatedAt: number;
  /** set when edited in the app; the content loader then leaves its text alone */
  editedAt: number | null;
}

export interface SectionTable {
  id: string;
  subjectId: string;
  titleEn: string;
  titleZh: string;
  order: number;
  published: Flag;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
  /** set when edited in the app; the content loader then leaves its text alone */
  editedAt: number | null;
}

export interface ChapterTable {
  id: string;
  subjectId: string;
  sectionId: string;
  chapterNo: string;
  titleEn: string;
  titleZh: string;
  order: number;
  published: Flag;
  deleted: Flag;
  /** Markdown + LaTeX source (or editor HTML), rendered when served */
  notesEn: string | null;
  notesZh: string | null;
  notesCreatedAt: number | null;
  createdAt: number;
  updatedAt: number;
  /** set when edited in the app; the content loader then leaves its text alone */
  editedAt: number | null;
}

export interface QuestionTable {
  id: string;
  subjectId: string;
  chapterId: string;
  level: number;
  type: string;
  questionEn: string;
  questionZh: string;
  solutionEn: string;
  solutionZh: string;
  optionAEn: string | null;
  optionAZh: string | null;
  optionBEn: string | null;
  optionBZh: string | null;
  optionCEn: string | null;
  optionCZh: string | null;
  optionDEn: string | null;
  optionDZh: string | null;
  correctAns: string | null;
  totalScore: number;
  approved: Flag;
  deleted: Flag;
  /** 'content' (the bank files), 'ai', or the id of the user who made it */
  createdBy: string;
  /** the stable id in content/ for questions loaded from the bank files */
  sourceId: string | null;
  /** hash of the content entry last loaded, so an unchanged file changes nothing */
  sourceHash: string | null;
  /** set when someone edits the question in the app; the content loader then leaves it alone */
  editedAt: number | null;
  statA: Generated<number>;
  statB: Generated<number>;
  statC: Generated<number>;
  statD: Generated<number>;
  statBlank: Generated<number>;
  createdAt: number;
  updatedAt: number;
}
export type QuestionRow = Selectable<QuestionTable>;

export interface SettingTable {
  key: string;
  /** JSON */
  value: string;
  updatedAt: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to: string;
  from: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** queued: waiting for SMTP; sent; failed (see error); logged: no SMTP configured, written to the log only */
  status: string;
  error: string | null;
  attempts: number;
  createdAt: number;
  sentAt: number | null;
}

export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
}

export interface AuthAccountTable {
  id: string;
  userId: string;
  providerId: string;
  password: string | null;
}

export interface AuthSessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date | string;
}

export interface PracticeTable {
  id: string;
  userId: string;
  subjectId: string;
  /** JSON: string[] */
  chapterIds: string;
  locale: string;
  difficulty: number;
  noOfQuestions: number;
  noOfMCQuestions: number;
  noOfShortQuestions: number;
  noOfLongQuestions: number;
  /** minutes */
  timeLimit: number;
  startedAt: number;
  deadlineAt: number;
  finishedAt: number | null;
  /** 'student' (submitted) or 'timeout' (finished by the server after the deadline and grace) */
  finishedBy: string | null;
  score: number | null;
  totalScore: number;
  pendingMarking: number;
  grade: string | null;
  gradeColor: string | null;
  remark: string;
  notice: string | null;
  /** where the questions came from: 'bank', 'ai', 'assignment' */
  source: string;
  assignmentId: string | null;
  teacherId: string | null;
  schoolId: string | null;
  redoOf: string | null;
  /** a mock of an HKDSE paper: the paper and its sections' question ranges, JSON (0023, common/mock-papers.ts) */
  mockPaper: string | null;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
}
export type PracticeRow = Selectable<PracticeTable>;

export interface PracticeQuestionTable {
  /** the copy's own id (the teacher's editor names it); random for new rows */
  id: string;
  practiceId: string;
  questionNo: number;
  questionId: string | null;
  chapterId: string;
  type: string;
  level: number;
  totalScore: number;
  question: string;
  optionA: string | null;
  optionB: string | null;
  optionC: string | null;
  optionD: string | null;
  solution: string;
  correctAns: string | null;
  ans: string | null;
  ansSeq: number;
  ansSavedAt: number | null;
  score: number | null;
  comment: string | null;
  markedBy: string | null;
  /** when a teacher last edited this copy */
  editedAt: number | null;
  /** raised by every teacher's mark: a save that names an older version is refused (marking together) */
  markVersion: Generated<number>;
  /** a shuffled MC copy: the original option shown at each place ("cadb"); null when not shuffled (0014) */
  optionOrder: Generated<string | null>;
  /** the student's own mark of an answer the AI marked: shown beside it, never counted (0021) */
  disputeScore: Generated<number | null>;
  /** seconds the question was on the student's screen; null when not measured (0024) */
  answerSeconds: Generated<number | null>;
  /** on a review paper, the notebook question this one stands for (itself or a variant); null elsewhere (0024) */
  reviewOf: Generated<string | null>;
}
export type PracticeQuestionRow = Selectable<PracticeQuestionTable>;
export type NewPracticeQuestion = Insertable<PracticeQuestionTable>;

/** A teacher's (or school's) invitation of a student: pending until accepted; reject and remove set deleted. */
export interface StudentLinkTable {
  id: string;
  teacherId: string;
  studentId: string;
  className: string;
  classNumber: string;
  /** the school a teacher invited this student for (the school then sees the student), or null */
  schoolId: string | null;
  accepted: Flag;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
  /** the student's time on this teacher's assignments: 1 as set, 1.25 a quarter more (0014) */
  timeMultiplier: Generated<number>;
}

/** A school's invitation of a teacher: pending until accepted; reject and remove set deleted. */
export interface SchoolTeacherTable {
  id: string;
  schoolId: string;
  teacherId: string;
  accepted: Flag;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
}

/** A class: made by a teacher or a school (teacherId), and belonging to a school (schoolId) when made for one. */
export interface ClassTable {
  id: string;
  teacherId: string;
  schoolId: string | null;
  name: string;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
}

export interface ClassStudentTable {
  classId: string;
  studentId: string;
  classNumber: string;
}

export interface BookmarkTable {
  id: string;
  userId: string;
  practiceId: string;
  questionNo: number;
  subjectId: string;
  chapterId: string;
  remark: string;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
}

export interface ReportTable {
  id: Generated<number>;
  userId: string;
  questionId: string | null;
  subjectId: string;
  chapterId: string;
  practiceId: string | null;
  assignmentId: string | null;
  questionNo: number | null;
  locale: string;
  message: string;
  deleted: Flag;
  createdAt: number;
}

/** The bytes of an upload waiting for its job (migration 0020): any worker reads them through the database. */
export interface StoredFileTable {
  key: string;
  bytes: Buffer;
  size: number;
  createdAt: number;
}

export interface FileTable {
  key: string;
  /** the original file name, for Content-Disposition */
  name: string;
  contentType: string;
  size: number;
  /** 'syllabus' or 'image' */
  purpose: string;
  createdBy: string;
  deleted: Generated<Flag>;
  createdAt: number;
}

/** What one finished paper last added to the statistics rollups (migration 0009). */
export interface StatPaperTable {
  practiceId: string;
  userId: string;
  subjectId: string;
  /** start of the Hong Kong day it was finished */
  day: number;
  questions: number;
  seconds: number;
  /** marks won over marked questions only */
  score: number;
  totalScore: number;
  markedWritten: number;
  /** JSON: { chapterId, attempted, marked, correct }[] */
  chapters: string;
}

export interface StatDailyTable {
  userId: string;
  subjectId: string;
  day: number;
  papers: number;
  questions: number;
  seconds: number;
  score: number;
  totalScore: number;
  markedWritten: number;
}

/**
 * Sums over the students' daily averages (score / totalScore) in a subject on a day: the chart's ranking line, a day at
 * a time. A range's ranking is not summed from these (that would count a student once per day practised) but read per
 * student from statDaily (statistics queries, sumStudentAverages).
 */
export interface StatSubjectDailyTable {
  subjectId: string;
  day: number;
  students: number;
  sum: number;
  sumOfSquares: number;
}

export interface StatChapterDailyTable {
  userId: string;
  subjectId: string;
  chapterId: string;
  day: number;
  attempted: number;
  marked: number;
  /** fractions of each marked question's total won, summed */
  correct: number;
}

export interface ReviewQueueTable {
  userId: string;
  questionId: string;
  subjectId: string;
  chapterId: string;
  practiceId: string;
  questionNo: number;
  lastRight: Flag;
  step: number;
  dueAt: number;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
  /** FSRS memory (server/modules/statistics/fsrs.ts); null on rows the fixed steps wrote before 0024 */
  stability: Generated<number | null>;
  difficulty: Generated<number | null>;
  reps: Generated<number | null>;
  lapses: Generated<number | null>;
  memoryState: Generated<number | null>;
  lastReviewAt: Generated<number | null>;
}

/** A bank question's Rasch difficulty from the last calibration (0024; server/modules/statistics/rasch.ts). */
export interface QuestionCalibrationTable {
  questionId: string;
  subjectId: string;
  difficulty: number;
  standardError: number;
  answers: number;
  calibratedAt: number;
}

/** A subject's ability prior and its levels' ability cut points, from the same calibration (0024). */
export interface SubjectCalibrationTable {
  subjectId: string;
  abilityMean: number;
  abilitySd: number;
  /** JSON: number[6], the cut points of levels 2, 3, 4, 5, 5*, 5** */
  cutPoints: string;
  questions: number;
  answers: number;
  calibratedAt: number;
}

export interface BlogCategoryTable {
  id: string;
  titleEn: string;
  titleZh: string;
  audience: string;
  order: number;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
}
/** A durable job of the embedded queue (server/jobs/); progress 0..1, cost in millionths of a US dollar. */
export interface JobTable {
  id: string;
  queue: string;
  payload: string;
  state: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
  attempts: number;
  maxAttempts: number;
  runAt: number;
  lockedBy: string | null;
  lockedUntil: number | null;
  progress: number;
  tokensIn: number;
  tokensOut: number;
  costMicros: number;
  lastError: string | null;
  /** why a failed try or job failed, as a translatable code (queue.ts failureReasonOf) */
  failureReason: string | null;
  result: string | null;
  createdBy: string | null;
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
}

export type JobRow = Selectable<JobTable>;
/** A payment provider's event, applied once: the id is `provider:eventId` */
export interface BillingEventTable {
  id: string;
  provider: string;
  type: string;
  userId: string | null;
  createdAt: number;
  receivedAt: number;
}

/** A checkout we started; the webhook reads what was bought from here */
export interface PaymentTable {
  id: string;
  userId: string;
  provider: 'stripe' | 'airwallex';
  /** Stripe checkout session id or Airwallex payment intent id */
  externalId: string | null;
  plan: string;
  billing: 'yearly' | 'oneOff';
  months: number;
  studentQuantity: number;
  teacherQuantity: number;
  /** HKD */
  amount: number;
  isDiscounted: Flag;
  status: 'pending' | 'paid' | 'failed';
  createdAt: number;
  paidAt: number | null;
}

export interface BlogTable {
  id: string;
  /** the public address /blog/:slug, made once from the first title */
  slug: string;
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
  /** cleaned rich HTML (content/rich-html.ts) */
  contentEn: string;
  contentZh: string;
  /** file keys of the 800 px PNG pictures, per language */
  imageEn: string | null;
  imageZh: string | null;
  /** JSON list of blogCategories ids */
  categoryIds: string;
  published: Flag;
  deleted: Flag;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
  publishedAt: number | null;
}
export type BlogRow = Selectable<BlogTable>;

/** A teacher's (or school's) paper for linked students; unpublished until confirmed, deleted is a soft flag. */
export interface AssignmentTable {
  id: string;
  teacherId: string;
  schoolId: string | null;
  subjectId: string;
  /** JSON: string[] ([] for a blank assignment) */
  chapterIds: string;
  /** 'bank' or 'blank' (AI and upload come later) */
  mode: string;
  locale: string;
  difficulty: number;
  noOfQuestions: number;
  noOfMCQuestions: number;
  noOfShortQuestions: number;
  noOfLongQuestions: number;
  /** minutes */
  timeLimit: number;
  dueDate: number;
  remark: string;
  published: Flag;
  publishedAt: number | null;
  checked: Flag;
  /** the user who made it, or 'ai' */
  createdBy: string;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
  /** each student's practice gets its own order of MC options (0014) */
  shuffleOptions: Generated<Flag>;
}
export type AssignmentRow = Selectable<AssignmentTable>;

/** The assignment's own copy of a question: editing it never touches the bank. */
export interface AssignmentQuestionTable {
  id: string;
  assignmentId: string;
  position: number;
  questionId: string | null;
  chapterId: string;
  type: string;
  level: number;
  totalScore: number;
  question: string;
  optionA: string | null;
  optionB: string | null;
  optionC: string | null;
  optionD: string | null;
  solution: string;
  correctAns: string | null;
  deleted: Flag;
  editedAt: number | null;
}
export type AssignmentQuestionRow = Selectable<AssignmentQuestionTable>;

/** A student an assignment is set for, and that student's practice of it once started. */
export interface AssignmentStudentTable {
  assignmentId: string;
  studentId: string;
  practiceId: string | null;
  deleted: Flag;
  createdAt: number;
}

/** One AI mark of a written answer (0013): points JSON, with the teacher's later mark beside it for agreement. */
export interface AiMarkTable {
  practiceId: string;
  questionNo: number;
  jobId: string | null;
  state: 'queued' | 'done' | 'failed';
  score: number | null;
  totalScore: number;
  points: string | null;
  feedback: string | null;
  promptId: string | null;
  model: string | null;
  teacherScore: number | null;
  teacherId: string | null;
  teacherMarkedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/** An AI solution cached per question (0013). */
export interface AiSolutionTable {
  cacheKey: string;
  jobId: string | null;
  state: 'queued' | 'done' | 'failed';
  solution: string | null;
  promptId: string | null;
  model: string | null;
  createdAt: number;
  updatedAt: number;
}

/** Analytics events the server fires (0017): the purchase event, once per payment (id = the payment's id). */
export interface AnalyticsEventTable {
  id: string;
  userId: string;
  name: string;
  /** HKD */
  value: number;
  currency: string;
  createdAt: number;
}

/** One row per week whose digest job was sent (migration 0018); `week` is the Monday, YYYY-MM-DD. */
export interface DigestRunTable {
  week: string;
  createdAt: number;
}

/** Who got a week's digest: written before the mail, so a retried job never mails anyone twice. */
export interface DigestDeliveryTable {
  userId: string;
  week: string;
  sentAt: number;
}

/** One rate limiter's counter for one key (a route and an address, an account …) in its current window (0022). */
export interface RateLimitTable {
  key: string;
  count: number;
  resetAt: number;
}
