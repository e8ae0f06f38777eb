import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { type FieldErrors, fieldErrorFromServer, validateForm } from '../../../lib/formErrors';
import { loadAuthSchemas, useRequestPasswordReset, warmAuthSchemas } from '../api';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const requestReset = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [otherError, setOtherError] = useState<string | null>(null);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setOtherError(null);
    const { ForgotPasswordBody } = await loadAuthSchemas();
    const result = validateForm(ForgotPasswordBody, { email });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    requestReset.mutate(result.data, {
      onError: (error) => {
        const onField = fieldErrorFromServer<'email'>(error, { user_not_exist: 'email', invalid_email: 'email' });
        if (onField) setErrors(onField);
        else setOtherError(errorText(error));
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} onFocus={warmAuthSchemas} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.forgot.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            requestReset.reset();
          }}
          error={(errors.email && t(`errors.${errors.email}`)) || otherError}
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
