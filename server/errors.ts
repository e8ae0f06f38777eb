import { z } from 'zod';
import { type ErrorCode, errorCodes } from '../common/errors';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503;

/** An expected failure: its code is the API's error code and the web app's translation key. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ErrorStatus,
    readonly params?: Record<string, string | number>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** English text of each code, for API users and logs; the web app shows its own translation. */
export const errorMessages: Record<ErrorCode, string> = {
  invalid_request: 'The request is not valid',
  invalid_text: 'The text holds a character that is not allowed (NUL)',
  unauthenticated: 'Please sign in',
  forbidden: 'You may not do this',
  forbidden_origin: 'Requests from another site are refused',
  not_found: 'Not found',
  payload_too_large: 'The request is too large',
  too_many_request: 'Too many requests. Please try again later',
  internal: 'Something went wrong on our side',
  ai_not_configured: 'AI is not configured on this server',
  ai_failed: 'The AI could not produce an answer; please try again',
  jobs_unavailable: 'Background work is starting up on this server; please try again in a moment',
  invalid_email: 'Invalid email',
  invalid_password: 'Invalid password: at least 6 characters',
  mismatch_password: 'The passwords do not match',
  email_existed: 'Email has already been registered',
  password_or_email_incorrect: 'Password or email incorrect',
  user_not_exist: 'User does not exist',
  invalid_name: 'Invalid name',
  invalid_role: 'Invalid role',
  old_password_incorrect: 'Old password incorrect',
  invalid_token: 'The link is invalid or has expired',
  role_change_forbidden: 'This role cannot be changed here',
  subject_not_found: 'Subject not found',
  invalid_chapters: 'Invalid chapters',
  invalid_subject: 'Choose a subject',
  invalid_locale: 'Choose the language of the paper',
  invalid_difficulty: 'Difficulty is 1 to 3',
  invalid_count: 'Question counts: MC 0-50, short 0-20, long 0-10, and at least one question',
  invalid_time_limit: 'The time limit is 1 to 120 minutes',
  not_enough_questions: 'The chosen chapters do not have enough questions',
  mock_paper_not_found: 'There is no such mock paper for this subject',
  free_limit_questions: 'Free accounts can have up to {{limit}} questions in a practice',
  free_limit_practices: 'Free accounts can do {{limit}} practices a day',
  practice_not_found: 'Practice not found',
  practice_finished: 'This practice is already finished',
  practice_not_finished: 'This practice is not finished yet',
  assignment_practice: 'An assignment practice cannot be changed here',
  answer_too_long: 'The answer is too long',
  invalid_answer: 'An MC answer is a, b, c or d',
  invalid_score: "The score is outside the question's range",
  question_not_markable: 'MC questions are marked automatically',
  invalid_remark: 'The remark is too long',
  invalid_type: 'Choose a question type',
  invalid_level: 'Choose a level from 1 to 3',
  invalid_message: 'Please write a message',
  bookmark_not_found: 'Bookmark not found',
  invalid_title: 'Please enter category title',
  blog_not_found: 'Blog not found',
  blog_category_not_found: 'Blog category not found',
  blog_title_required: 'Please enter the blog title before publishing',
  threads_not_configured: 'Posting to Threads is not set up',
  threads_failed: 'Failed to post blog to Threads',
  invalid_audience: 'The audience is too long',
  invalid_grades: 'The grade bands are not valid: {{reason}}',
  invalid_setting: 'A setting is outside its range, or an offer price is above the regular price',
  invalid_chapter_no: 'Please enter the chapter number',
  invalid_section: 'Choose a section of the same subject',
  invalid_order: 'The list has changed; reload it and try again',
  category_not_found: 'Category not found',
  section_not_found: 'Section not found',
  chapter_not_found: 'Chapter not found',
  question_not_found: 'Question not found',
  report_not_found: 'Report not found',
  approval_forbidden: 'Only a super-admin can approve or unapprove a question',
  question_incomplete:
    'The question needs its text in both languages (and for MC, four options and an answer) before it is approved',
  file_required: 'Choose a file to upload',
  invalid_file_type: 'This type of file is not accepted: {{allowed}}',
  invalid_image: 'The picture could not be read: it may be damaged or incomplete',
  too_many_files: 'Too many files selected. Maximum allowed: {{max}}',
  file_not_found: 'File not found',
  import_column_count: 'The row has {{count}} columns; it must have exactly 15',
  import_unknown_chapter: 'No chapter has this id',
  import_missing_text: 'The {{column}} cell is empty',
  import_mc_options: 'An MC question needs four options, each "English || 中文"',
  import_extra_cells: 'Options and a correct answer are only for MC questions',
  import_invalid_latex: 'The LaTeX in {{column}} does not parse: {{reason}}',
  import_invalid_cell: 'The {{column}} cell is not valid',
  import_question_locked: 'The question with this id was edited in the app or deleted, so the row does not change it',
  import_duplicate_id: 'Another row of the sheet has the same id',
  import_too_many_rows: 'A sheet can have up to {{max}} rows',
  admin_not_found: 'Admin not found',
  admin_delete_self: 'You cannot delete your own account',
  admin_demote_self: 'You cannot remove your own super-admin status',
  student_not_registered_yet: 'No student has registered with this email yet; choose to create a new account',
  student_already_invited: 'You have already invited the student',
  not_a_student: 'This email does not belong to a student account',
  link_not_found: 'Not found',
  student_not_found: 'Not found',
  nothing_to_review: 'No questions are due for review',
  invalid_class_name: 'The class name is too long',
  invalid_class_number: 'The class number is too long',
  marked_by_teacher: 'Your teacher has marked this answer',
  marked_by_teacher_only: 'On an assignment, your teacher marks the written answers',
  class_not_found: 'Class not found',
  class_name_taken: 'You already have a class of this name',
  join_code_not_found: 'No class has this join code',
  join_students_only: 'Only student accounts can join a class',
  class_full: "The class's teacher has no seat left for another student",
  invalid_students: 'Invalid students: choose students you have invited',
  school_not_found: 'School not found',
  teacher_not_registered_yet: 'No teacher has registered with this email yet; choose to create a new account',
  teacher_already_invited: 'You have already invited the teacher',
  not_a_teacher: 'This email does not belong to a teacher account',
  not_enough_seat:
    'Your school already has {studentCount} students and {teacherCount} teachers. Please add more seats to continue',
  mark_changed: 'Another teacher has changed this mark; here is the newer one',
  import_duplicate_email: 'This email appears more than once in the list',
  payments_not_configured: 'Payments are not configured on this server',
  discount_needs_months: 'The limited-time price needs 6 months or more',
  offer_unavailable: 'The limited-time offer is not available',
  invalid_payment_method: 'This payment method is not available for this plan',
  invalid_months: 'Months must be a whole number from 1 to 36',
  invalid_seats: 'Seats must be whole numbers of at least 1',
  no_subscription: 'There is no subscription to change',
  invalid_webhook: 'The webhook signature is missing or wrong',
  too_many_images: 'At most 5 images',
  invalid_quantity: 'Must be 0 or greater',
  payment_failed: 'The payment provider refused the request',
  invalid_due_date: 'The due date must be ahead, within a year',
  assignment_not_found: 'Assignment not found',
  assignment_published: 'The questions of a published assignment cannot change',
  assignment_unpublished: "Publish the assignment before uploading a student's paper",
  submission_answered: 'This student handed in on screen: their paper cannot be replaced by an upload',
  free_limit_assignments: 'Free accounts can set {{limit}} assignments a day',
  free_limit_assignment_questions: 'Free accounts can have up to {{limit}} questions in an assignment',
  ai_rate_limited: 'Too many AI requests; try again later',
  document_empty: 'This document has no text to read; upload its pages as photos or a PDF instead',
  document_too_long:
    'This document is too long to read at once (at most {{max}} characters of text); split it into smaller files',
  free_limit_students: 'Free accounts can have up to {{limit}} students',
};

/**
 * The body of every error answer, as /api/docs shows it under each route's 4xx and 5xx answers (server/app.ts adds it
 * to every API route). Kept out of common/errors.ts, which the web app's first load imports without zod.
 */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes).describe('the error code; the web app shows its translation errors.<code>'),
      message: z.string().describe('English text, for API users and logs'),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  })
  .describe('An error: a stable code for programs, an English message for people');

/**
 * The English text of a code with its params filled in ("Free accounts can do 3 practices a day"): what API users
 * and logs read. A placeholder with no param is dropped rather than shown as {{name}}.
 */
export function errorMessage(code: ErrorCode, params?: Record<string, string | number>): string {
  return errorMessages[code].replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(params?.[name] ?? ''));
}
