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
};
