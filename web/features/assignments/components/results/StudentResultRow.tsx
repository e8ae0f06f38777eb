import { Anchor, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AssignmentResults } from '../../../../../common/assignments';
import { useTranslation } from '../../../../i18n/i18n';
import { Link } from '../../../../lib/router';
import '@mantine/core/styles/Anchor.css';

type StudentResult = AssignmentResults['students'][number];

interface StudentResultRowProps {
  assignmentId: string;
  row: StudentResult;
  /** the row's other cells, after the name */
  children: ReactNode;
  testId?: string;
}

/** A student's row of a results table: the name, a link to the answers once handed in, then the table's cells. */
export function StudentResultRow({ assignmentId, row, children, testId }: StudentResultRowProps) {
  const { t } = useTranslation();
  const name = row.student.displayName;
  return (
    <Table.Tr data-testid={testId} data-student={row.student.id}>
      <Table.Td>
        {row.finishedAt !== null ? (
          <Anchor
            component={Link}
            to={`/app/assignment-submission/${assignmentId}/${row.student.id}`}
            aria-label={t('assignments.results.students.open', { name })}
            fw={600}
          >
            {name}
          </Anchor>
        ) : (
          <Text size="sm">{name}</Text>
        )}
      </Table.Td>
      {children}
    </Table.Tr>
  );
}

/** A results table's place while nobody is assigned. */
export function NoStudents() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" size="sm">
      {t('assignments.results.students.empty')}
    </Text>
  );
}
