import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ChangePasswordBody } from '../../../../common/auth';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { type FieldErrors, fieldErrorFromServer, validateForm, withConfirmation } from '../../../lib/formErrors';
import { notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const changePassword = useChangePassword();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const result = validateForm(ChangePasswordBody, values);
    if (!result.ok) {
      setErrors(withConfirmation(result.errors, 'confirmPassword', values.newPassword, values.confirmPassword));
      return;
    }
    setErrors({});
    changePassword.mutate(result.data, {
      onSuccess: () => {
        setValues(empty);
        notifySuccess(t('profile.password.changed'));
      },
      onError: (error) =>
        setErrors(
          fieldErrorFromServer<Field>(error, {
            old_password_incorrect: 'oldPassword',
            invalid_password: 'newPassword',
            mismatch_password: 'confirmPassword',
          }) ?? {},
        ),
    });
  }

  const field = (name: Field, label: string, autoComplete: string) => (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [name]: value }));
      }}
      error={errors[name] && t(`errors.${errors[name]}`)}
      required
    />
  );
  const formError = changePassword.isError && Object.keys(errors).length === 0 ? errorText(changePassword.error) : null;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {field('oldPassword', t('profile.password.old'), 'current-password')}
        {field('newPassword', t('profile.password.new'), 'new-password')}
        {field('confirmPassword', t('profile.password.confirm'), 'new-password')}
        {formError && (
          <Text c="red" size="sm" role="alert">
            {formError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={changePassword.isPending}>
            {t('profile.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
