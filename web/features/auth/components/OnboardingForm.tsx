import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Me } from '../../../../common/profile';
import { type AccountKind, fromAccountKind } from '../../../../common/roles';
import { FormError } from '../../../components/FormFields';
import { useTranslation } from '../../../i18n/i18n';
import { useFormFields } from '../../../lib/useFormFields';
import { loadProfileSchemas, useCompleteOnboarding } from '../api';
import { RoleChoice } from './RoleChoice';

/** A signed-in account with no role yet (after a social sign-in): only a name and a role are missing. */
export function OnboardingForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const complete = useCompleteOnboarding();
  const form = useFormFields<{ displayName: string }, 'role'>({ displayName: me.displayName });
  const [role, setRole] = useState<AccountKind | null>(null);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const { OnboardingBody } = await loadProfileSchemas();
    const choice = role ? fromAccountKind(role) : { role: '', isParent: false };
    const body = form.check(OnboardingBody, { displayName: form.values.displayName, ...choice });
    if (!body) return;
    complete.mutate(body, {
      onError: (error) => form.placeServerError(error, { invalid_name: 'displayName', invalid_role: 'role' }),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput label={t('auth.signUp.name')} autoComplete="name" {...form.input('displayName')} required />
        <RoleChoice value={role} onChange={setRole} error={form.message('role')} />
        <FormError text={form.formError(complete)} />
        <Button type="submit" size="md" fullWidth loading={complete.isPending}>
          {t('auth.onboarding.submit')}
        </Button>
      </Stack>
    </form>
  );
}
