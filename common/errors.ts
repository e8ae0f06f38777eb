/**
 * The whole error vocabulary of the API. Each code is the spec's message in snake_case and the key of its
 * translation under `errors.` in web/i18n/*.json (a test checks both files have every one).
 */
export const errorCodes = [
  'invalid_request',
  'invalid_text',
  'unauthenticated',
  'forbidden',
  'forbidden_origin',
  'not_found',
  'payload_too_large',
  'too_many_request',
  'internal',
  // AI
  'ai_not_configured',
  'ai_failed',
  'jobs_unavailable',
  // sign-in, sign-up, password
  'invalid_email',
  'invalid_password',
  'mismatch_password',
  'email_existed',
  'password_or_email_incorrect',
  'user_not_exist',
  'invalid_name',
  'invalid_role',
  'old_password_incorrect',
  'invalid_token',
  'role_change_forbidden',
  // catalogue and practice
  'subject_not_found',
  'invalid_chapters',
  'invalid_subject',
  'invalid_locale',
  'invalid_difficulty',
  'invalid_count',
  'invalid_time_limit',
  'not_enough_questions',
  'mock_paper_not_found',
  'free_limit_questions',
  'free_limit_practices',
  'practice_not_found',
  'practice_finished',
  'practice_not_finished',
  'assignment_practice',
  'answer_too_long',
  'invalid_answer',
  'invalid_score',
  'question_not_markable',
  'invalid_remark',
  'invalid_type',
  'invalid_level',
  'invalid_message',
  'bookmark_not_found',
  // content administration
  'invalid_title',
  'invalid_audience',
  'invalid_grades',
  'invalid_setting',
  'invalid_chapter_no',
  'invalid_section',
  'invalid_order',
  'category_not_found',
  'section_not_found',
  'chapter_not_found',
  'question_not_found',
  'report_not_found',
  'approval_forbidden',
  'question_incomplete',
  // uploads and files
  'file_required',
  'invalid_file_type',
  'invalid_image',
  'too_many_files',
  'file_not_found',
  // spreadsheet import, per row
  'import_column_count',
  'import_unknown_chapter',
  'import_missing_text',
  'import_mc_options',
  'import_extra_cells',
  'import_invalid_latex',
  'import_invalid_cell',
  'import_question_locked',
  'import_duplicate_id',
  'import_too_many_rows',
  // admins
  'admin_not_found',
  // blogs
  'blog_not_found',
  'blog_category_not_found',
  'blog_title_required',
  'threads_not_configured',
  'threads_failed',
  'admin_delete_self',
  'admin_demote_self',
  // teacher-student links and teachers' marking
  'student_not_registered_yet',
  'student_already_invited',
  'not_a_student',
  'link_not_found',
  'invalid_class_name',
  'invalid_class_number',
  'marked_by_teacher',
  'marked_by_teacher_only',
  // statistics and the wrong-question notebook
  'student_not_found',
  'nothing_to_review',
  // classes, schools and their teachers, seats, class lists
  'class_not_found',
  'class_name_taken',
  'join_code_not_found',
  'join_students_only',
  'class_full',
  'invalid_students',
  'school_not_found',
  'teacher_not_registered_yet',
  'teacher_already_invited',
  'not_a_teacher',
  'not_enough_seat',
  'mark_changed',
  'import_duplicate_email',
  // plans and payments
  'payments_not_configured',
  'discount_needs_months',
  'offer_unavailable',
  'invalid_payment_method',
  'invalid_months',
  'invalid_seats',
  'no_subscription',
  'invalid_webhook',
  'too_many_images',
  'invalid_quantity',
  'payment_failed',
  // assignments
  'invalid_due_date',
  'assignment_not_found',
  'assignment_published',
  'assignment_unpublished',
  'submission_answered',
  'free_limit_assignments',
  'free_limit_assignment_questions',
  // AI limits
  'ai_rate_limited',
  // an uploaded assignment's Word or spreadsheet text
  'document_empty',
  'document_too_long',
  'free_limit_students',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/** The body of every error answer. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; params?: Record<string, string | number> };
}
