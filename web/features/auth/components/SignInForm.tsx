import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { EmailInput } from '../../../components/FormFields';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { useFormFields } from '../../../lib/useFormFields';
import { loadAuthSchemas, useSignIn, warmAuthSchemas } from '../api';
import { StageSwitch } from './AuthLayout';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/PasswordInput.css';

interface SignInFormProps {
  onForgotPassword: () => void;
  onSignUp: () => void;
}

export function SignInForm({ onForgotPassword, onSignUp }: SignInFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const signIn = useSignIn();
  const form = useFormFields({ email: '', password: '' });
  const [passwordMessage, setPasswordMessage] = useState<string | null>(null);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setPasswordMessage(null);
    const { SignInBody } = await loadAuthSchemas();
    const body = form.check(SignInBody, form.values);
    if (!body) return;
    signIn.mutate(body, {
      onError: (error) => {
        // The spec puts every other sign-in failure (wrong password, too many requests, …) on the password field.
        if (!form.placeServerError(error, { invalid_email: 'email', invalid_password: 'password' }))
          setPasswordMessage(errorText(error));
      },
    });
  }

  const password = form.input('password');
  return (
    <form onSubmit={handleSubmit} onFocus={warmAuthSchemas} noValidate>
      <Stack gap="md">
        <EmailInput label={t('auth.signIn.email')} {...form.input('email')} required />
        <PasswordInput
          label={t('auth.signIn.password')}
          autoComplete="current-password"
          {...password}
          error={password.error || passwordMessage}
          required
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            {t('auth.signIn.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          {t('auth.signIn.submit')}
        </Button>
        <StageSwitch question={t('auth.signIn.noAccount')} action={t('auth.signIn.toSignUp')} onClick={onSignUp} />
      </Stack>
    </form>
  );
}
