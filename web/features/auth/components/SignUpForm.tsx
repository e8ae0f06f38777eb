import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type AccountKind, fromAccountKind, toStoredRole } from '../../../../common/roles';
import { EmailInput, FormError } from '../../../components/FormFields';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { pendingJoinCode } from '../../../lib/joinCode';
import { useFormFields } from '../../../lib/useFormFields';
import { loadAuthSchemas, useSignUp, warmAuthSchemas } from '../api';
import { StageSwitch } from './AuthLayout';
import { RoleChoice } from './RoleChoice';

const blank = { name: '', email: '', password: '', confirmPassword: '' };

export function SignUpForm({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const { form, role, setRole, signUp, handleSubmit } = useSignUpForm();
  return (
    <form onSubmit={handleSubmit} onFocus={warmAuthSchemas} noValidate>
      <Stack gap="md">
        <TextInput label={t('auth.signUp.name')} autoComplete="name" {...form.input('name')} required />
        <EmailInput label={t('auth.signUp.email')} {...form.input('email')} required />
        <NewPasswordFields
          labels={{ password: t('auth.signUp.password'), confirmation: t('auth.signUp.confirmPassword') }}
          description={t('auth.signUp.passwordHint')}
          password={form.input('password')}
          confirmation={form.input('confirmPassword')}
        />
        <RoleChoice value={role} onChange={setRole} error={form.message('role') || undefined} />
        <FormError text={form.formError(signUp)} />
        <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
          {t('auth.signUp.submit')}
        </Button>
        <StageSwitch question={t('auth.signUp.hasAccount')} action={t('auth.signUp.toSignIn')} onClick={onSignIn} />
      </Stack>
    </form>
  );
}

/** The sign-up fields and role, checked by the server's own schema before they are sent. */
function useSignUpForm() {
  const signUp = useSignUp();
  const form = useFormFields<typeof blank, 'role'>(blank);
  // Signing up from a class's join link: a student, most likely (they may still choose otherwise).
  const [role, setRole] = useState<AccountKind | null>(() => (pendingJoinCode() ? 'student' : null));
  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const { SignUpBody } = await loadAuthSchemas();
    const { values } = form;
    const choice = role ? fromAccountKind(role) : null;
    const stored = choice ? { ...toStoredRole(choice.role), isParent: choice.isParent } : { role: '', isSchool: false };
    const body = form.check(
      SignUpBody,
      { ...values, ...stored, language: currentLanguage() },
      { field: 'confirmPassword', password: values.password, confirmation: values.confirmPassword },
    );
    if (!body) return;
    signUp.mutate(body, {
      onError: (error) =>
        form.placeServerError(error, {
          email_existed: 'email',
          invalid_email: 'email',
          invalid_password: 'password',
          mismatch_password: 'confirmPassword',
          invalid_name: 'name',
          invalid_role: 'role',
        }),
    });
  }
  return { form, role, setRole, signUp, handleSubmit };
}
