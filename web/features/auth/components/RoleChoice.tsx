import { Group, Radio } from '@mantine/core';
import { type SelfServiceRole, selfServiceRoles } from '../../../../common/roles';
import { useTranslation } from '../../../i18n/i18n';

interface RoleChoiceProps {
  value: SelfServiceRole | null;
  onChange: (role: SelfServiceRole) => void;
  error?: string;
}

function isSelfServiceRole(value: string): value is SelfServiceRole {
  return (selfServiceRoles as readonly string[]).includes(value);
}

/** Student; parent or teacher; school (a school is stored as a teacher with isSchool). */
export function RoleChoice({ value, onChange, error }: RoleChoiceProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('auth.signUp.role')}
      value={value}
      onChange={(next) => {
        if (isSelfServiceRole(next)) onChange(next);
      }}
      error={error}
      required
    >
      <Group gap="lg" mt={8}>
        {selfServiceRoles.map((role) => (
          <Radio key={role} value={role} label={t(`auth.signUp.roles.${role}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
