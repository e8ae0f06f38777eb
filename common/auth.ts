import { z } from 'zod';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 80;

export const Email = z.string().trim().toLowerCase().pipe(z.email('invalid_email').max(254, 'invalid_email'));
export const Password = z.string().min(PASSWORD_MIN, 'invalid_password').max(PASSWORD_MAX, 'invalid_password');
export const DisplayName = z.string().trim().min(1, 'invalid_name').max(NAME_MAX, 'invalid_name');

export const SignInBody = z.object({
  email: Email,
  password: z.string().min(1, 'invalid_password').max(PASSWORD_MAX, 'invalid_password'),
  rememberMe: z.boolean().optional(),
});
export type SignInBody = z.infer<typeof SignInBody>;

/**
 * Sign-up as the browser sends it to POST /api/auth/sign-up/email. `role` is the stored role and `isSchool` marks a
 * school; admins are never created here. `confirmPassword` is checked by the server too, so every client gets the
 * same 'mismatch_password'.
 */
export const SignUpBody = z
  .object({
    name: DisplayName,
    email: Email,
    password: Password,
    confirmPassword: z.string().max(PASSWORD_MAX, 'invalid_password'),
    role: z.enum(['student', 'teacher'], { error: 'invalid_role' }),
    isSchool: z.boolean().default(false),
    /** a teacher account for a parent (docs/product-rules.md: parents are parents) */
    isParent: z.boolean().default(false),
    language: z.enum(['en', 'zh']).optional(),
    callbackURL: z.string().optional(),
  })
  .refine((body) => body.password === body.confirmPassword, { path: ['confirmPassword'], message: 'mismatch_password' })
  .refine((body) => !body.isSchool || body.role === 'teacher', { path: ['isSchool'], message: 'invalid_role' });
export type SignUpBody = z.infer<typeof SignUpBody>;

export const ForgotPasswordBody = z.object({ email: Email, redirectTo: z.string().optional() });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({ newPassword: Password, token: z.string().min(1, 'invalid_token') });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** A new password typed twice must match: the server's check and the browser's, with the same code. */
const confirmsNewPassword: [
  (body: { newPassword: string; confirmPassword: string }) => boolean,
  z.core.$ZodCustomParams,
] = [(body) => body.newPassword === body.confirmPassword, { path: ['confirmPassword'], message: 'mismatch_password' }];
const newPasswordFields = {
  newPassword: Password,
  confirmPassword: z.string().max(PASSWORD_MAX, 'invalid_password'),
};

/** The reset-password form's new password and its confirmation (the server takes the password and the token). */
export const NewPasswordConfirmation = z.object(newPasswordFields).refine(...confirmsNewPassword);

export const ChangePasswordBody = z
  .object({
    oldPassword: z.string().min(1, 'old_password_incorrect').max(PASSWORD_MAX, 'invalid_password'),
    ...newPasswordFields,
  })
  .refine(...confirmsNewPassword);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
