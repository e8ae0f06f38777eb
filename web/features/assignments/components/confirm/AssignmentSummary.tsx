import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { type AssignmentView, assignmentStatusColor } from '../../../../../common/assignments';
import { pickText } from '../../../../../common/i18n';
import { currentLanguage, useTranslation } from '../../../../i18n/i18n';
import { totalScoreOf } from './draft';
import { MockPaperSections } from './MockPaperSections';

/** What the paper is: subject, language, question counts, total score, and whether it is published yet. */
export function AssignmentSummary({ assignment }: { assignment: AssignmentView }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Card>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={700} fz="lg">
            {pickText(assignment.subject.title, language)}
          </Text>
          <Text size="sm" c="dimmed">
            {[
              t(`practice.free.locales.${assignment.locale}`),
              t('confirm.counts', {
                mc: assignment.noOfMCQuestions,
                short: assignment.noOfShortQuestions,
                long: assignment.noOfLongQuestions,
              }),
              t('confirm.totalScore', { count: totalScoreOf(assignment) }),
            ].join(' · ')}
          </Text>
        </Stack>
        <Badge
          size="lg"
          variant="light"
          color={assignment.published ? 'teal' : assignmentStatusColor('not_published')}
          tt="none"
          data-testid="assignment-state"
        >
          {assignment.published ? t('confirm.state.published') : t('confirm.state.draft')}
        </Badge>
      </Group>
      {assignment.mock && <MockPaperSections mock={assignment.mock} />}
    </Card>
  );
}
