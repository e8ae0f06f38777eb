import '@mantine/core/styles/Table.css';
import { Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AssignmentResults } from '../../../../../common/assignments';
import { optionKeys } from '../../../../../common/catalog';
import { Discrimination, GroupChoices, ItemFlag } from '../../../../components/ItemAnalysis';
import { useTranslation } from '../../../../i18n/i18n';
import { assignmentViewQuery } from '../../resultsApi';
import { FacilityBar } from './FacilityBar';

/**
 * Each question: its facility and discrimination, "check this question" when its item analysis calls for it, and for
 * MC how many chose A to D or left it blank, overall and in the top and bottom 27% (the right answer in green).
 */
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
    <Table.ScrollContainer minWidth={820}>
      <Text size="xs" c="dimmed">
        {t('assignments.results.questions.facilityHint')}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('itemAnalysis.discriminationHint')}
      </Text>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('assignments.results.questions.no')}</Table.Th>
            <Table.Th>{t('assignments.results.questions.type')}</Table.Th>
            <Table.Th>{t('assignments.results.questions.chapter')}</Table.Th>
            <Table.Th>{t('assignments.results.questions.facility')}</Table.Th>
            <Table.Th>{t('itemAnalysis.discrimination')}</Table.Th>
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
                  <Stack gap={4} align="flex-start">
                    <Discrimination value={question.discrimination} />
                    <ItemFlag flagged={question.flagged} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {question.optionCounts ? (
                    <Stack gap={4}>
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
                          {t('assignments.results.questions.blank')}
                          {t('common.colon')}
                          {question.optionCounts.blank}
                        </Text>
                      </Group>
                      <GroupChoices figures={question} correct={correct} />
                    </Stack>
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
