import '@mantine/core/styles/Table.css';
import { Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AssignmentResults } from '../../../../../common/assignments';
import { optionKeys } from '../../../../../common/catalog';
import { useTranslation } from '../../../../i18n/i18n';
import { assignmentViewQuery } from '../../resultsApi';
import { FacilityBar } from './FacilityBar';

/** Each question: its facility and, for MC, how many chose A to D or left it blank (the right answer in green). */
export function ResultQuestions({
  results,
  chapterName,
}: {
  results: AssignmentResults;
  chapterName: (chapterId: string) => string;
}) {
  const { t } = useTranslation();
  const paper = useQuery(assignmentViewQuery(results.assignment.id));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Text size="xs" c="dimmed" mb="xs">
        {t('assignments.results.questions.facilityHint')}
      </Text>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('assignments.results.questions.no')}</Table.Th>
            <Table.Th>{t('assignments.results.questions.type')}</Table.Th>
            <Table.Th>{t('assignments.results.questions.chapter')}</Table.Th>
            <Table.Th>{t('assignments.results.questions.facility')}</Table.Th>
            <Table.Th>{t('assignments.results.questions.options')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.questions.map((question) => {
            const correct = paper.data?.questions[question.questionNo - 1]?.correctAns ?? null;
            return (
              <Table.Tr key={question.questionNo} data-testid="result-question">
                <Table.Td fw={700}>{question.questionNo}</Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`assignments.results.types.${question.type}`)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {chapterName(question.chapterId)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <FacilityBar
                    facility={question.facility}
                    label={`${t('assignments.results.questions.facility')} ${question.questionNo}`}
                  />
                </Table.Td>
                <Table.Td>
                  {question.optionCounts ? (
                    <Group gap="sm" wrap="nowrap" data-testid="option-counts">
                      {optionKeys.map((key) => (
                        <Text
                          key={key}
                          size="sm"
                          fw={key === correct ? 700 : 400}
                          c={key === correct ? 'green.8' : undefined}
                          title={key === correct ? t('assignments.results.questions.correct') : undefined}
                        >
                          {key.toUpperCase()}: {question.optionCounts?.[key]}
                        </Text>
                      ))}
                      <Text size="sm" c="dimmed">
                        {t('assignments.results.questions.blank')}: {question.optionCounts.blank}
                      </Text>
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      –
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
