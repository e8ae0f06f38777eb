import '@mantine/core/styles/Table.css';
import { Badge, Group, Table, Text } from '@mantine/core';
import type { AssignmentResults } from '../../../../../common/assignments';
import { useTranslation } from '../../../../i18n/i18n';
import { formatDateTime } from '../list/format';
import { formatScore } from './figures';
import { NoStudents, StudentResultRow } from './StudentResultRow';

/** Each assigned student: where they are, their score, when they handed in and whether late. A row opens the answers. */
export function ResultStudents({ results }: { results: AssignmentResults }) {
  const { t, language } = useTranslation();
  if (results.students.length === 0) return <NoStudents />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('assignments.results.students.name')}</Table.Th>
            <Table.Th>{t('assignments.results.students.state')}</Table.Th>
            <Table.Th ta="right">{t('assignments.results.students.score')}</Table.Th>
            <Table.Th>{t('assignments.results.students.finishedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.students.map((row) => {
            const isSubmitted = row.finishedAt !== null;
            const state = isSubmitted
              ? t('assignments.results.students.submittedState')
              : row.startedAt !== null
                ? t('assignments.results.students.inProgress')
                : t('assignments.results.students.notStarted');
            return (
              <StudentResultRow
                key={row.student.id}
                assignmentId={results.assignment.id}
                row={row}
                testId="result-student"
              >
                <Table.Td>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" c={isSubmitted ? undefined : 'dimmed'}>
                      {state}
                    </Text>
                    {row.late && (
                      <Badge color="orange" variant="light" tt="none">
                        {t('assignments.results.students.late')}
                      </Badge>
                    )}
                    {row.pendingMarking > 0 && (
                      <Badge color="grape" variant="light" tt="none">
                        {t('assignments.results.students.toMark', { count: row.pendingMarking })}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  {row.score === null
                    ? '–'
                    : `${formatScore(row.score)} / ${formatScore(results.assignment.totalScore)}`}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.finishedAt === null ? '–' : formatDateTime(row.finishedAt, language)}</Text>
                </Table.Td>
              </StudentResultRow>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
