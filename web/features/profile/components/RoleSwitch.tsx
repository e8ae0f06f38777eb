import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Me } from '../../../../common/profile';
import { type AccountKind, accountKinds, fromAccountKind, toAccountKind } from '../../../../common/roles';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormFields';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { useUpdateMe } from '../../../lib/me';
import { notifySuccess } from '../../../lib/notify';

function isAccountKind(value: string): value is AccountKind {
  return (accountKinds as readonly string[]).includes(value);
}

/**
 * Student, parent, teacher or school; admins never see this (the page leaves it out for them). A switch changes the
 * whole menu and what the account can see, so it asks first. Parent and teacher are one role with two menus.
 */
export function RoleSwitch({ me }: { me: Me }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const updateMe = useUpdateMe();
  const current = toAccountKind(me.role, me.isSchool, me.isParent);
  const [asked, setAsked] = useState<AccountKind | null>(null);

  function handleConfirm() {
    if (!asked) return;
    const { role, isParent } = fromAccountKind(asked);
    updateMe.mutate(
      // Only a teacher account can be a parent; leaving teacher clears it on the server.
      role === 'teacher' ? { role, isParent } : { role },
      {
        onSuccess: () => {
          notifySuccess(t('profile.role.changed'));
          setAsked(null);
        },
      },
    );
  }

  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t('profile.role.label')}
        fullWidth
        value={current ?? ''}
        disabled={updateMe.isPending}
        onChange={(value) => {
          if (!isAccountKind(value) || value === current) return;
          updateMe.reset();
          setAsked(value);
        }}
        data={accountKinds.map((kind) => ({ value: kind, label: t(`auth.signUp.roles.${kind}`) }))}
      />
      <Dialog opened={asked !== null} onClose={() => setAsked(null)} title={t('profile.role.confirmTitle')} centered>
        <Stack gap="md">
          <Text>{asked && t('profile.role.confirmText', { role: t(`auth.signUp.roles.${asked}`) })}</Text>
          <FormError text={updateMe.isError ? errorText(updateMe.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsked(null)}>
              {t('profile.role.cancel')}
            </Button>
            <Button loading={updateMe.isPending} onClick={handleConfirm}>
              {t('profile.role.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
