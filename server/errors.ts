import type { ErrorCode } from '../common/errors';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

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
  unauthenticated: 'Please sign in',
  forbidden: 'You may not do this',
  forbidden_origin: 'Requests from another site are refused',
  not_found: 'Not found',
  payload_too_large: 'The request is too large',
  too_many_request: 'Too many requests. Please try again later',
  internal: 'Something went wrong on our side',
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
};
