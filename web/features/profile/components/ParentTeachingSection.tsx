import '@mantine/core/styles/Switch.css';
import { Card, Stack, Switch, Title } from '@mantine/core';
import type { Me } from '../../../../common/profile';
import { FormError } from '../../../components/FormFields';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { useUpdateMe } from '../../../lib/me';
import { notifySuccess } from '../../../lib/notify';

/**
 * A parent's menu keeps to their children; a parent who also sets work turns classes and assignment creation on here
 * (a choice of words and menus: the account is a teacher account either way).
 */
export function ParentTeachingSection({ me }: { me: Me }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const updateMe = useUpdateMe();
  return (
    <Card component="section">
      <Title order={2} fz="lg" mb="md">
        {t('profile.parent.title')}
      </Title>
      <Stack gap="xs">
        <Switch
          label={t('profile.parent.label')}
          description={t('profile.parent.hint')}
          checked={me.parentTeaching}
          disabled={updateMe.isPending}
          onChange={(event) => {
            const parentTeaching = event.currentTarget.checked;
            updateMe.mutate(
              { parentTeaching },
              { onSuccess: () => notifySuccess(t(parentTeaching ? 'profile.parent.on' : 'profile.parent.off')) },
            );
          }}
        />
        <FormError text={updateMe.isError ? errorText(updateMe.error) : null} />
      </Stack>
    </Card>
  );
}
