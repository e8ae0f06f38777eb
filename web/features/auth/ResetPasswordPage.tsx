import { Alert, Anchor, Box, Button, Stack, Text, Title } from '@mantine/core';
import { NewPasswordConfirmation } from '../../../common/auth';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { useTranslation } from '../../i18n/i18n';
import { notifySuccess } from '../../lib/notify';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { useFormFields } from '../../lib/useFormFields';
import { useResetPassword } from './api';
import { AuthLayout } from './components/AuthLayout';

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
  const resetPassword = useResetPassword();
  const form = useFormFields({ newPassword: '', confirmPassword: '' });

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const { values } = form;
    // The server takes { newPassword, token }; the confirmation is checked here, with the server's code.
    const body = form.check(NewPasswordConfirmation, values, {
      field: 'confirmPassword',
      password: values.newPassword,
      confirmation: values.confirmPassword,
    });
    if (!body) return;
    resetPassword.mutate(
      { newPassword: body.newPassword, token },
      {
        onSuccess: () => {
          notifySuccess(t('auth.reset.done'));
          navigate('/', { replace: true });
        },
        onError: (error) => form.placeServerError(error, { invalid_password: 'newPassword' }),
      },
    );
  }

  const formError = form.formError(resetPassword);
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <NewPasswordFields
          labels={{ password: t('auth.reset.newPassword'), confirmation: t('auth.reset.confirmPassword') }}
          password={form.input('newPassword')}
          confirmation={form.input('confirmPassword')}
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
