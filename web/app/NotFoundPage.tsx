import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../i18n/i18n';
import { Link } from '../lib/router';
import { PageMessage } from './RouteError';

/**
 * An /app/ path that names no page, or a page this account cannot open: said plainly, with a way back to the
 * account's own landing page, rather than a silent redirect that leaves a mistyped or old link unexplained.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageMessage title={t('app.notFound.title')} body={t('app.notFound.body')} minHeight="50dvh">
      <Button component={Link} to="/app/" leftSection={<IconArrowLeft size={18} />}>
        {t('app.notFound.back')}
      </Button>
    </PageMessage>
  );
}
