import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl, Skeleton } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { useParams, useSearchParams } from '../../lib/router';
import { assignmentQuery } from './api';
import { PrintPaper } from './components/print/PrintPaper';
import { useToAssignments } from './toAssignments';

/**
 * `/app/print-assignment/:assignmentId` (`?key=1` for the answer key): the paper as it prints, printed with the
 * browser's own print (to paper or PDF). On paper only the sheet shows: the shell and this bar are hidden.
 */
export function PrintAssignmentPage() {
  const { t } = useTranslation();
  const toAssignments = useToAssignments();
  const { assignmentId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const assignment = useQuery(assignmentQuery(assignmentId));
  const isKey = search.get('key') === '1';

  return (
    <>
      <div className="no-print">
        <PageHeader
          title={t(isKey ? 'print.keyTitle' : 'print.title')}
          backTo={`/app/confirm-assignment/${assignmentId}`}
        />
        <Group justify="space-between" mb="lg" wrap="wrap" gap="sm">
          <SegmentedControl
            aria-label={t('print.which')}
            value={isKey ? 'key' : 'paper'}
            onChange={(value) => setSearch(value === 'key' ? { key: '1' } : {}, { replace: true })}
            data={[
              { value: 'paper', label: t('print.paper') },
              { value: 'key', label: t('print.key') },
            ]}
          />
          <Button
            leftSection={<IconPrinter size={18} />}
            onClick={() => window.print()}
            disabled={!assignment.isSuccess}
          >
            {t(isKey ? 'print.printKey' : 'print.printPaper')}
          </Button>
        </Group>
      </div>
      {assignment.isPending ? (
        <Skeleton h={600} maw={800} mx="auto" />
      ) : assignment.isError ? (
        <QueryError query={assignment} notFound={toAssignments} />
      ) : (
        <PrintPaper assignment={assignment.data} isKey={isKey} />
      )}
    </>
  );
}
