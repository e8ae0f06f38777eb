import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { DisplayName } from '../../../../common/auth';
import type { Me } from '../../../../common/profile';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { useUpdateMe } from '../../../lib/me';
import { notifySuccess } from '../../../lib/notify';
import { useFormFields } from '../../../lib/useFormFields';

const NameBody = z.object({ displayName: DisplayName });

export function NameForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const updateMe = useUpdateMe();
  const form = useFormFields({ displayName: me.displayName });
  const [otherError, setOtherError] = useState<string | null>(null);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setOtherError(null);
    const body = form.check(NameBody, form.values);
    if (!body) return;
    updateMe.mutate(body, {
      onSuccess: (updated) => {
        form.setValues({ displayName: updated.displayName });
        notifySuccess(t('profile.account.saved'));
      },
      onError: (error) => {
        if (!form.placeServerError(error, { invalid_name: 'displayName' })) setOtherError(errorText(error));
      },
    });
  }

  const name = form.input('displayName');
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('profile.account.name')} autoComplete="name" {...name} error={name.error || otherError} />
        <Group justify="flex-end">
          <Button type="submit" loading={updateMe.isPending} disabled={name.value === me.displayName}>
            {t('profile.account.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
