import { Group, Radio } from '@mantine/core';
import { type AccountKind, accountKinds } from '../../../../common/roles';
import { useTranslation } from '../../../i18n/i18n';

interface RoleChoiceProps {
  value: AccountKind | null;
  onChange: (kind: AccountKind) => void;
  error?: string;
}

function isAccountKind(value: string): value is AccountKind {
  return (accountKinds as readonly string[]).includes(value);
}

/**
 * Student, parent, teacher or school. The spec's "parent or teacher" is one role; asking which lets a parent's menu
 * and pages speak of their children (a school is stored as a teacher with isSchool, a parent with isParent).
 */
export function RoleChoice({ value, onChange, error }: RoleChoiceProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('auth.signUp.role')}
      value={value}
      onChange={(next) => {
        if (isAccountKind(next)) onChange(next);
      }}
      error={error}
      required
    >
      <Group gap="lg" mt={8}>
        {accountKinds.map((kind) => (
          <Radio key={kind} value={kind} label={t(`auth.signUp.roles.${kind}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
