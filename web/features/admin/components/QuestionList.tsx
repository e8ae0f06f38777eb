import { Badge, Button, Card, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import type { QuestionCardView } from '../../../../common/admin-questions';
import { pickText } from '../../../../common/i18n';
import { QueryError } from '../../../components/QueryError';
import { RichHtml } from '../../../components/RichHtml';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { Link } from '../../../lib/router';
import type { QuestionFilter } from '../useQuestionFilter';
import { type QuestionPages, useLoadMoreNearEnd } from '../useQuestionPages';

interface QuestionListProps {
  filter: QuestionFilter;
  questions: QuestionPages;
  onOpen: (id: string) => void;
}

/** The filtered questions as cards, newest first, loading more near the end; or why there are none. */
export function QuestionList({ filter, questions, onOpen }: QuestionListProps) {
  const { t } = useTranslation();
  const sentinel = useLoadMoreNearEnd(questions);
  if (filter.values.subject === '')
    return filter.subjects.isPending ? (
      <Skeleton h={200} />
    ) : (
      <Text c="dimmed">{t('admin.questions.pickSubject')}</Text>
    );
  if (questions.isPending) return <Skeleton h={300} />;
  if (questions.isError) return <QueryError query={questions} />;
  const items = questions.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Text c="dimmed">{t('admin.questions.empty')}</Text>;
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <QuestionCard key={item.id} item={item} onOpen={() => onOpen(item.id)} />
      ))}
      <div ref={sentinel} style={{ height: 1 }} />
      <Group justify="center" py="sm">
        {questions.isFetchingNextPage ? (
          <Loader size="sm" />
        ) : questions.hasNextPage ? (
          <Button variant="subtle" onClick={() => void questions.fetchNextPage()}>
            {t('admin.questions.loadMore')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.questions.end')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

function QuestionCard({ item, onOpen }: { item: QuestionCardView; onOpen: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Card withBorder padding="md" data-testid="question-card">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Group gap={6}>
          <Badge variant="light">{t(`admin.questions.types.${item.type}`)}</Badge>
          <Badge variant="outline" color="gray">
            {t(`practice.levels.${item.level as 1 | 2 | 3}`)}
          </Badge>
          <Badge color={item.approved ? 'teal' : 'orange'} variant={item.approved ? 'filled' : 'light'}>
            {t(item.approved ? 'admin.questions.approved' : 'admin.questions.notApproved')}
          </Badge>
          <Text size="xs" c="dimmed">
            {item.chapter.chapterNo}. {pickText(item.chapter.title, language)}
          </Text>
        </Group>
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={`/app/manage-question/${item.id}`}
          onClick={(event: React.MouseEvent) => {
            event.preventDefault();
            onOpen();
          }}
        >
          {t('admin.common.edit')}
        </Button>
      </Group>
      <RichHtml html={pickText(item.questionHtml, language) || '<p>—</p>'} />
    </Card>
  );
}
