import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Me } from '../../../../common/profile';
import type { SelfServiceRole } from '../../../../common/roles';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { type FieldErrors, fieldErrorFromServer, validateForm } from '../../../lib/formErrors';
import { loadProfileSchemas, useCompleteOnboarding } from '../api';
import { RoleChoice } from './RoleChoice';

type Field = 'displayName' | 'role';

/** A signed-in account with no role yet (after a social sign-in): only a name and a role are missing. */
export function OnboardingForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const complete = useCompleteOnboarding();
  const [displayName, setDisplayName] = useState(me.displayName);
  const [role, setRole] = useState<SelfServiceRole | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const { OnboardingBody } = await loadProfileSchemas();
    const result = validateForm(OnboardingBody, { displayName, role: role ?? '' });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    complete.mutate(result.data, {
      onError: (error) =>
        setErrors(fieldErrorFromServer<Field>(error, { invalid_name: 'displayName', invalid_role: 'role' }) ?? {}),
    });
  }

  const formError = complete.isError && Object.keys(errors).length === 0 ? errorText(complete.error) : null;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.signUp.name')}
          autoComplete="name"
          value={displayName}
          onChange={(event) => setDisplayName(event.currentTarget.value)}
          error={errors.displayName && t(`errors.${errors.displayName}`)}
          required
        />
        <RoleChoice value={role} onChange={setRole} error={errors.role && t(`errors.${errors.role}`)} />
        {formError && (
          <Text c="red" size="sm" role="alert">
            {formError}
          </Text>
        )}
        <Button type="submit" size="md" fullWidth loading={complete.isPending}>
          {t('auth.onboarding.submit')}
        </Button>
      </Stack>
    </form>
  );
}
