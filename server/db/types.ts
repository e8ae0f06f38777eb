import type { AiMarkTable, AiSolutionTable } from './tables/ai';
import type { AssignmentQuestionTable, AssignmentStudentTable, AssignmentTable } from './tables/assignments';
import type { BillingEventTable, PaymentTable } from './tables/billing';
import type { BlogCategoryTable, BlogTable } from './tables/blogs';
import type { CategoryTable, ChapterTable, QuestionTable, SectionTable, SubjectTable } from './tables/catalog';
import type {
  BookmarkTable,
  HandInPageTable,
  PracticeQuestionTable,
  PracticeTable,
  RegradeTable,
  ReportTable,
} from './tables/papers';
import type {
  AuthAccountTable,
  AuthSessionTable,
  AuthUserTable,
  ClassStudentTable,
  ClassTable,
  ProfileTable,
  SchoolTeacherTable,
  StudentLinkTable,
} from './tables/people';
import type {
  AnalyticsEventTable,
  DigestDeliveryTable,
  DigestRunTable,
  FileTable,
  JobTable,
  MailOutboxTable,
  RateLimitTable,
  SettingTable,
  StoredFileTable,
} from './tables/platform';
import type {
  QuestionCalibrationTable,
  ReviewBudgetTable,
  ReviewQueueTable,
  ReviewWeightsTable,
  StatChapterDailyTable,
  StatDailyTable,
  StatPaperTable,
  StatSubjectDailyTable,
  SubjectCalibrationTable,
} from './tables/statistics';

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
  reviewBudgets: ReviewBudgetTable;
  reviewWeights: ReviewWeightsTable;
  questionCalibrations: QuestionCalibrationTable;
  subjectCalibrations: SubjectCalibrationTable;
  reports: ReportTable;
  regrades: RegradeTable;
  handInPages: HandInPageTable;
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
