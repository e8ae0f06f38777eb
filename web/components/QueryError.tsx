import { Alert, Button } from '@mantine/core';
import { useTranslation } from '../i18n/i18n';
import { useErrorText } from '../lib/api';

/** A query that failed to load: its translated error and a retry button. */
export function QueryError({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Alert color="red" variant="light" title={errorText(query.error)}>
      <Button size="xs" variant="white" mt="xs" onClick={() => void query.refetch()}>
        {t('app.retry')}
      </Button>
    </Alert>
  );
}
