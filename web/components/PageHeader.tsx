import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { Link } from '../lib/router';

interface PageHeaderProps {
  title: string;
  /** a back button to this path */
  backTo?: string;
  /** actions on the right, such as the profile's link to /app/more */
  right?: ReactNode;
}

export function PageHeader({ title, backTo, right }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    // The actions go below the title when both do not fit (a phone with two buttons), rather than squeezing it.
    <Group justify="space-between" wrap="wrap" mb="lg" gap="sm">
      <Group gap="xs" wrap="nowrap" miw={0}>
        {backTo && (
          <ActionIcon component={Link} to={backTo} variant="subtle" size="lg" aria-label={t('app.back')}>
            <IconArrowLeft size={22} />
          </ActionIcon>
        )}
        <Title order={1} fz={{ base: 24, sm: 28 }} lineClamp={1}>
          {title}
        </Title>
      </Group>
      {right}
    </Group>
  );
}
