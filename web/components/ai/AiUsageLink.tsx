import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import { Link } from '../../lib/router';

/** The way to AI usage from the super-admin's users page (the page has no menu entry of its own). */
export function AiUsageLink() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/app/ai-usage" variant="light" leftSection={<IconSparkles size={18} />}>
      {t('ai.usage.title')}
    </Button>
  );
}
