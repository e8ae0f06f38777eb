import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { DisplayName } from '../../../../common/auth';
import type { Me } from '../../../../common/profile';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { type FieldErrors, fieldErrorFromServer, validateForm } from '../../../lib/formErrors';
import { useUpdateMe } from '../../../lib/me';
import { notifySuccess } from '../../../lib/notify';

const NameBody = z.object({ displayName: DisplayName });

export function NameForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const updateMe = useUpdateMe();
  const [displayName, setDisplayName] = useState(me.displayName);
  const [errors, setErrors] = useState<FieldErrors<'displayName'>>({});
  const [otherError, setOtherError] = useState<string | null>(null);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setOtherError(null);
    const result = validateForm(NameBody, { displayName });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    updateMe.mutate(result.data, {
      onSuccess: (updated) => {
        setDisplayName(updated.displayName);
        notifySuccess(t('profile.account.saved'));
      },
      onError: (error) => {
        const onField = fieldErrorFromServer<'displayName'>(error, { invalid_name: 'displayName' });
        if (onField) setErrors(onField);
        else setOtherError(errorText(error));
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('profile.account.name')}
          autoComplete="name"
          value={displayName}
          onChange={(event) => setDisplayName(event.currentTarget.value)}
          error={(errors.displayName && t(`errors.${errors.displayName}`)) || otherError}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={updateMe.isPending} disabled={displayName === me.displayName}>
            {t('profile.account.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
