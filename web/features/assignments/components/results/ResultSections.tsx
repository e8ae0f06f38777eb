import '@mantine/core/styles/Table.css';
import { Badge, Table, Text } from '@mantine/core';
import type { AssignmentResults } from '../../../../../common/assignments';
import { pickText } from '../../../../../common/i18n';
import { GradeBadge } from '../../../../components/GradeBadge';
import { currentLanguage, useTranslation } from '../../../../i18n/i18n';
import { formatScore } from './figures';
import { NoStudents, StudentResultRow } from './StudentResultRow';

/**
 * A mock paper's results by section (issue 28.8): each student's score in each section of the HKDSE paper, the whole
 * paper's, and the level it estimates through the subject's bands. A section still waiting for marks says so; the
 * level shows once nothing awaits a mark.
 */
export function ResultSections({ results }: { results: AssignmentResults }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { mock } = results;
  if (!mock) return null;
  if (results.students.length === 0) return <NoStudents />;
  return (
    <>
      <Text fw={700} mb="xs">
        {pickText(mock.title, language)}
      </Text>
      <Table.ScrollContainer minWidth={200 + 110 * (mock.sections.length + 2)}>
        <Table striped verticalSpacing="sm" data-testid="result-sections">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('assignments.results.students.name')}</Table.Th>
              {mock.sections.map((section) => (
                <Table.Th key={section.id} ta="right">
                  {pickText(section.title, language)}
                  <Text size="xs" c="dimmed" fw={400}>
                    {t('assignments.results.sections.outOf', { total: formatScore(section.totalScore) })}
                  </Text>
                </Table.Th>
              ))}
              <Table.Th ta="right">
                {t('assignments.results.sections.paper')}
                <Text size="xs" c="dimmed" fw={400}>
                  {t('assignments.results.sections.outOf', { total: formatScore(results.assignment.totalScore) })}
                </Text>
              </Table.Th>
              <Table.Th>{t('assignments.results.sections.level')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.students.map((row) => {
              const isSubmitted = row.finishedAt !== null;
              return (
                <StudentResultRow key={row.student.id} assignmentId={results.assignment.id} row={row}>
                  {mock.sections.map((section, index) => (
                    <Table.Td key={section.id} ta="right">
                      <SectionScore isSubmitted={isSubmitted} score={row.sectionScores[index] ?? null} />
                    </Table.Td>
                  ))}
                  <Table.Td ta="right">{row.score === null ? '–' : formatScore(row.score)}</Table.Td>
                  <Table.Td>
                    {row.grade ? (
                      <GradeBadge grade={row.grade} size="md" />
                    ) : (
                      <Text size="sm" c="dimmed">
                        {isSubmitted ? t('assignments.results.sections.afterMarking') : '–'}
                      </Text>
                    )}
                  </Table.Td>
                </StudentResultRow>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

function SectionScore({ isSubmitted, score }: { isSubmitted: boolean; score: number | null }) {
  const { t } = useTranslation();
  if (!isSubmitted) return '–';
  if (score === null)
    return (
      <Badge color="grape" variant="light" tt="none">
        {t('assignments.results.sections.awaiting')}
      </Badge>
    );
  return formatScore(score);
}
