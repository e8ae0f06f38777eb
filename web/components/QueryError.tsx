import { Alert, Button } from '@mantine/core';
import { useTranslation } from '../i18n/i18n';
import { ApiError, useErrorText } from '../lib/api';
import { Link } from '../lib/router';

interface QueryErrorProps {
  query: { error: unknown; refetch: () => unknown };
  /** Where to go instead when the thing is not there (a 404): trying again would only fail again. */
  notFound?: { to: string; label: string };
}

/** A query that failed to load: its translated error and a retry button, or a way on when it does not exist. */
export function QueryError({ query, notFound }: QueryErrorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const isMissing = notFound !== undefined && query.error instanceof ApiError && query.error.status === 404;
  return (
    <Alert color="red" variant="light" title={errorText(query.error)}>
      {isMissing ? (
        <Button component={Link} to={notFound.to} size="xs" variant="white" mt="xs">
          {notFound.label}
        </Button>
      ) : (
        <Button size="xs" variant="white" mt="xs" onClick={() => void query.refetch()}>
          {t('app.retry')}
        </Button>
      )}
    </Alert>
  );
}
