import { Alert, Button, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { EmailInput } from '../../../components/FormFields';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { useFormFields } from '../../../lib/useFormFields';
import { loadAuthSchemas, useRequestPasswordReset, warmAuthSchemas } from '../api';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const requestReset = useRequestPasswordReset();
  const form = useFormFields({ email: '' });
  const [otherError, setOtherError] = useState<string | null>(null);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setOtherError(null);
    const { ForgotPasswordBody } = await loadAuthSchemas();
    const body = form.check(ForgotPasswordBody, form.values);
    if (!body) return;
    requestReset.mutate(body, {
      onError: (error) => {
        if (!form.placeServerError(error, { user_not_exist: 'email', invalid_email: 'email' }))
          setOtherError(errorText(error));
      },
    });
  }

  const email = form.input('email');
  return (
    <form onSubmit={handleSubmit} onFocus={warmAuthSchemas} noValidate>
      <Stack gap="md">
        <EmailInput
          label={t('auth.forgot.email')}
          {...email}
          onChange={(event) => {
            email.onChange(event);
            requestReset.reset();
          }}
          error={email.error || otherError}
          required
        />
        {requestReset.isSuccess && (
          <Alert color="teal" variant="light" icon={<IconMailCheck size={20} />} role="status">
            {t('auth.forgot.sent')}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={requestReset.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
