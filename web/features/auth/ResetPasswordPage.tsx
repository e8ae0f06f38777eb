import { Alert, Anchor, Box, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { Password } from '../../../common/auth';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { type FieldErrors, fieldErrorFromServer, validateForm, withConfirmation } from '../../lib/formErrors';
import { notifySuccess } from '../../lib/notify';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { useResetPassword } from './api';
import { AuthLayout } from './components/AuthLayout';

type Field = 'newPassword' | 'confirmPassword';

// The server takes { newPassword, token }; the confirmation is the browser's own check, with the same code.
const ResetPasswordForm = z
  .object({ newPassword: Password, confirmPassword: z.string() })
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    message: 'mismatch_password',
  });

/** `/reset-password?token=…`, where the reset e-mail's link lands (`?error=INVALID_TOKEN` for a dead link). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');

  return (
    <AuthLayout>
      <Box mb="lg">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('auth.reset.title')}
        </Title>
        {token && !linkError && (
          <Text c="dimmed" mt={4}>
            {t('auth.reset.subtitle')}
          </Text>
        )}
      </Box>
      {token && !linkError ? (
        <NewPasswordForm token={token} />
      ) : (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {linkError ? t('errors.invalid_token') : t('auth.reset.missingToken')}
          </Alert>
          <Anchor component={Link} to="/?stage=forgot" fw={600}>
            {t('auth.reset.back')}
          </Anchor>
        </Stack>
      )}
    </AuthLayout>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const resetPassword = useResetPassword();
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const result = validateForm(ResetPasswordForm, values);
    if (!result.ok) {
      setErrors(withConfirmation(result.errors, 'confirmPassword', values.newPassword, values.confirmPassword));
      return;
    }
    setErrors({});
    resetPassword.mutate(
      { newPassword: result.data.newPassword, token },
      {
        onSuccess: () => {
          notifySuccess(t('auth.reset.done'));
          navigate('/', { replace: true });
        },
        onError: (error) => setErrors(fieldErrorFromServer<Field>(error, { invalid_password: 'newPassword' }) ?? {}),
      },
    );
  }

  const formError = resetPassword.isError && Object.keys(errors).length === 0 ? errorText(resetPassword.error) : null;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('auth.reset.newPassword')}
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(event) => setValues({ ...values, newPassword: event.currentTarget.value })}
          error={errors.newPassword && t(`errors.${errors.newPassword}`)}
          required
        />
        <PasswordInput
          label={t('auth.reset.confirmPassword')}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => setValues({ ...values, confirmPassword: event.currentTarget.value })}
          error={errors.confirmPassword && t(`errors.${errors.confirmPassword}`)}
          required
        />
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={resetPassword.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
