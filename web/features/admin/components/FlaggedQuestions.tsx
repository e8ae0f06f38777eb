import { Anchor, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickText } from '../../../../common/i18n';
import type { BankItemView } from '../../../../common/item-analysis';
import { EmptyState } from '../../../components/EmptyState';
import { Discrimination, GroupChoices, ItemFlag } from '../../../components/ItemAnalysis';
import { QueryError } from '../../../components/QueryError';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { api } from '../../../lib/api';
import '@mantine/core/styles/Anchor.css';

export const flaggedQuestionsQuery = (subjectId: string) =>
  queryOptions({
    queryKey: ['admin', 'questions', 'item-analysis', subjectId, 'flagged'] as const,
    queryFn: () =>
      api.get<BankItemView>(
        `/api/admin/questions/item-analysis?subjectId=${encodeURIComponent(subjectId)}&flagged=true`,
      ),
    enabled: subjectId !== '',
  });

/**
 * The "to check" list of the Questions page (issue 29.3): the subject's questions whose item analysis over everyone's
 * answers of the last year calls for a check, with why, their discrimination and the top and bottom groups' choices.
 */
export function FlaggedQuestions({ subjectId, onOpen }: { subjectId: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const flagged = useQuery(flaggedQuestionsQuery(subjectId));
  if (subjectId === '') return <Text c="dimmed">{t('admin.questions.flagged.pickSubject')}</Text>;
  if (flagged.isPending) return <Skeleton h={120} />;
  if (flagged.isError) return <QueryError query={flagged} />;
  if (flagged.data.items.length === 0)
    return (
      <EmptyState
        icon={IconCircleCheck}
        title={t('admin.questions.flagged.none')}
        hint={t('admin.questions.flagged.hint')}
      />
    );
  return (
    <Stack gap="sm" data-testid="flagged-questions">
      <Text size="sm" c="dimmed">
        {t('admin.questions.flagged.hint')}
      </Text>
      {flagged.data.items.map((item) => (
        <Card key={item.questionId} padding="sm" withBorder>
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs">
                <ItemFlag flagged={item.flagged} />
                <Badge variant="outline">
                  {t(`admin.questions.flagged.type.${item.type as 'mc' | 'short' | 'long'}`)}
                </Badge>
                <Text size="sm" c="dimmed">
                  {pickText({ en: item.chapterTitleEn, zh: item.chapterTitleZh }, language)}
                </Text>
              </Group>
              <Anchor component="button" type="button" size="sm" onClick={() => onOpen(item.questionId)}>
                {t('admin.questions.flagged.open')}
              </Anchor>
            </Group>
            <Text size="sm" lineClamp={2}>
              {pickText({ en: item.questionEn, zh: item.questionZh }, language)}
            </Text>
            <Group gap="lg" wrap="wrap">
              <Text size="sm">{t('admin.questions.flagged.answers', { count: item.analysed })}</Text>
              <Text size="sm">
                {t('admin.questions.flagged.facility', {
                  percent: item.facility === null ? '–' : Math.round(item.facility * 100),
                })}
              </Text>
              <Group gap={4}>
                <Text size="sm">
                  {t('itemAnalysis.discrimination')}
                  {t('common.colon')}
                </Text>
                <Discrimination value={item.discrimination} />
              </Group>
            </Group>
            <GroupChoices figures={item} correct={item.key} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
