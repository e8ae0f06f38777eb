import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { type FieldErrors, fieldErrorFromServer, validateForm } from '../../../lib/formErrors';
import { loadAuthSchemas, useSignIn, warmAuthSchemas } from '../api';

type Field = 'email' | 'password';

interface SignInFormProps {
  onForgotPassword: () => void;
  onSignUp: () => void;
}

export function SignInForm({ onForgotPassword, onSignUp }: SignInFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [passwordMessage, setPasswordMessage] = useState<string | null>(null);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setPasswordMessage(null);
    const { SignInBody } = await loadAuthSchemas();
    const result = validateForm(SignInBody, { email, password });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    signIn.mutate(result.data, {
      onError: (error) => {
        const onField = fieldErrorFromServer<Field>(error, { invalid_email: 'email', invalid_password: 'password' });
        // The spec puts every other sign-in failure (wrong password, too many requests, …) on the password field.
        if (onField) setErrors(onField);
        else setPasswordMessage(errorText(error));
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} onFocus={warmAuthSchemas} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.signIn.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email && t(`errors.${errors.email}`)}
          required
        />
        <PasswordInput
          label={t('auth.signIn.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={(errors.password && t(`errors.${errors.password}`)) || passwordMessage}
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
        <Text size="sm" ta="center">
          {t('auth.signIn.noAccount')}{' '}
          <Anchor component="button" type="button" fw={600} onClick={onSignUp}>
            {t('auth.signIn.toSignUp')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
