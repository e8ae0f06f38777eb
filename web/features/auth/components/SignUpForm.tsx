import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type SelfServiceRole, toStoredRole } from '../../../../common/roles';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { type FieldErrors, fieldErrorFromServer, validateForm, withConfirmation } from '../../../lib/formErrors';
import { loadAuthSchemas, useSignUp, warmAuthSchemas } from '../api';
import { RoleChoice } from './RoleChoice';

type Field = 'name' | 'email' | 'password' | 'confirmPassword' | 'role';

export function SignUpForm({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const signUp = useSignUp();
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [role, setRole] = useState<SelfServiceRole | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function setValue(field: keyof typeof values) {
    return (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
    };
  }

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const { SignUpBody } = await loadAuthSchemas();
    const stored = role ? toStoredRole(role) : { role: '', isSchool: false };
    const result = validateForm(SignUpBody, { ...values, ...stored, language: currentLanguage() });
    if (!result.ok) {
      setErrors(withConfirmation(result.errors, 'confirmPassword', values.password, values.confirmPassword));
      return;
    }
    setErrors({});
    signUp.mutate(result.data, {
      onError: (error) =>
        setErrors(
          fieldErrorFromServer<Field>(error, {
            email_existed: 'email',
            invalid_email: 'email',
            invalid_password: 'password',
            mismatch_password: 'confirmPassword',
            invalid_name: 'name',
            invalid_role: 'role',
          }) ?? {},
        ),
    });
  }

  const message = (field: Field) => errors[field] && t(`errors.${errors[field]}`);
  const formError = signUp.isError && Object.keys(errors).length === 0 ? errorText(signUp.error) : null;

  return (
    <form onSubmit={handleSubmit} onFocus={warmAuthSchemas} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.signUp.name')}
          autoComplete="name"
          value={values.name}
          onChange={setValue('name')}
          error={message('name')}
          required
        />
        <TextInput
          label={t('auth.signUp.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={setValue('email')}
          error={message('email')}
          required
        />
        <PasswordInput
          label={t('auth.signUp.password')}
          description={t('auth.signUp.passwordHint')}
          autoComplete="new-password"
          value={values.password}
          onChange={setValue('password')}
          error={message('password')}
          required
        />
        <PasswordInput
          label={t('auth.signUp.confirmPassword')}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={setValue('confirmPassword')}
          error={message('confirmPassword')}
          required
        />
        <RoleChoice value={role} onChange={setRole} error={message('role') || undefined} />
        {formError && (
          <Text c="red" size="sm" role="alert">
            {formError}
          </Text>
        )}
        <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
          {t('auth.signUp.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.signUp.hasAccount')}{' '}
          <Anchor component="button" type="button" fw={600} onClick={onSignIn}>
            {t('auth.signUp.toSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
