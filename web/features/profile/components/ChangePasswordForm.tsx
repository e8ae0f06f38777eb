import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { ChangePasswordBody } from '../../../../common/auth';
import { FormError } from '../../../components/FormFields';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { useTranslation } from '../../../i18n/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useFormFields } from '../../../lib/useFormFields';
import { useChangePassword } from '../api';

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** `onChanged`: after the new password is saved (and `me` read again). */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const form = useFormFields(empty);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const { values } = form;
    const body = form.check(ChangePasswordBody, values, {
      field: 'confirmPassword',
      password: values.newPassword,
      confirmation: values.confirmPassword,
    });
    if (!body) return;
    changePassword.mutate(body, {
      onSuccess: () => {
        form.setValues(empty);
        notifySuccess(t('profile.password.changed'));
        onChanged?.();
      },
      onError: (error) =>
        form.placeServerError(error, {
          old_password_incorrect: 'oldPassword',
          invalid_password: 'newPassword',
          mismatch_password: 'confirmPassword',
        }),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={t('profile.password.old')}
          autoComplete="current-password"
          {...form.input('oldPassword')}
          required
        />
        <NewPasswordFields
          labels={{ password: t('profile.password.new'), confirmation: t('profile.password.confirm') }}
          password={form.input('newPassword')}
          confirmation={form.input('confirmPassword')}
        />
        <FormError text={form.formError(changePassword)} />
        <Group justify="flex-end">
          <Button type="submit" loading={changePassword.isPending}>
            {t('profile.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
