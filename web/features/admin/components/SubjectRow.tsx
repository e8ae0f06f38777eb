import { Group, Switch, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { AdminSubjectView } from '../../../../common/admin';
import { pickText } from '../../../../common/i18n';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { api, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useInvalidateAdmin } from '../api';
import { RowActions } from './RowActions';

type Flag = 'published' | 'isOld' | 'isNew';

const flagLabels = {
  published: 'admin.common.published',
  isOld: 'admin.subjects.old',
  isNew: 'admin.subjects.new',
} as const;

interface SubjectRowProps {
  subject: AdminSubjectView;
  onEdit: () => void;
  onDelete: () => void;
}

/** A subject: its title, its published / old / new switches, edit and delete. */
export function SubjectRow({ subject, onEdit, onDelete }: SubjectRowProps) {
  const { t } = useTranslation();
  const name = pickText(subject.title, currentLanguage());
  const flags = useSubjectFlags(subject);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text fw={600} truncate miw={0}>
        {name}
      </Text>
      <Group gap="md" wrap="wrap">
        {(['published', 'isOld', 'isNew'] as const).map((flag) => (
          <Switch
            key={flag}
            size="sm"
            label={t(flagLabels[flag])}
            checked={flags.valueOf(flag)}
            onChange={(event) => flags.set(flag, event.currentTarget.checked)}
          />
        ))}
        <RowActions name={name} onEdit={onEdit} onDelete={onDelete} />
      </Group>
    </Group>
  );
}

/** A subject's published / old / new switches: each shows the value being saved until the server answers. */
function useSubjectFlags(subject: AdminSubjectView) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  const toggle = useMutation({
    mutationFn: ({ flag, value }: { flag: Flag; value: boolean }) =>
      api.patch<AdminSubjectView>(`/api/admin/subjects/${encodeURIComponent(subject.id)}`, { [flag]: value }),
    onSuccess: () => notifySuccess(t('admin.subjects.updated')),
    onError: (error) => notifyError(errorText(error)),
    onSettled: () => invalidate(['admin', 'subjects']),
  });
  return {
    valueOf: (flag: Flag) =>
      toggle.isPending && toggle.variables.flag === flag ? toggle.variables.value : subject[flag],
    set: (flag: Flag, value: boolean) => toggle.mutate({ flag, value }),
  };
}
