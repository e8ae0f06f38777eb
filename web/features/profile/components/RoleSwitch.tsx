import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { Me } from '../../../../common/profile';
import { type SelfServiceRole, selfServiceRoles, toSelfServiceRole } from '../../../../common/roles';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { useUpdateMe } from '../../../lib/me';
import { notifySuccess } from '../../../lib/notify';

function isSelfServiceRole(value: string): value is SelfServiceRole {
  return (selfServiceRoles as readonly string[]).includes(value);
}

/** Student, teacher or school; admins never see this (the page leaves it out for them). */
export function RoleSwitch({ me }: { me: Me }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const updateMe = useUpdateMe();
  const current = toSelfServiceRole(me.role, me.isSchool);

  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t('profile.role.label')}
        fullWidth
        value={updateMe.isPending && updateMe.variables.role ? updateMe.variables.role : (current ?? '')}
        disabled={updateMe.isPending}
        onChange={(value) => {
          if (!isSelfServiceRole(value) || value === current) return;
          updateMe.mutate({ role: value }, { onSuccess: () => notifySuccess(t('profile.role.changed')) });
        }}
        data={selfServiceRoles.map((role) => ({ value: role, label: t(`auth.signUp.roles.${role}`) }))}
      />
      {updateMe.isError && (
        <Text c="red" size="sm" role="alert">
          {errorText(updateMe.error)}
        </Text>
      )}
    </Stack>
  );
}
