import { Anchor, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconNotebook, IconRepeat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { pickText } from '../../../../common/i18n';
import type { ReviewQueueItem } from '../../../../common/statistics';
import { QueryError } from '../../../components/QueryError';
import { RichHtml } from '../../../components/RichHtml';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { Link, useNavigate } from '../../../lib/router';
import { reviewQueueQuery, useStartReview } from '../api';

function formatDue(at: number, now: number, language: string, dueNow: string): string {
  if (at <= now) return dueNow;
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'Asia/Hong_Kong',
  }).format(at);
}

/**
 * The wrong-question notebook: questions answered wrong come back after 1, 3 and 7 days; "review N due questions"
 * opens a short practice of the due ones.
 */
export function ReviewNotebook() {
  const { t } = useTranslation();
  const queue = useQuery(reviewQueueQuery);
  if (queue.isPending) return <Skeleton h={160} />;
  if (queue.isError) return <QueryError query={queue} />;
  const { due, items } = queue.data;
  return (
    <Stack gap="md">
      <ReviewDue due={due} />
      {items.length === 0 ? (
        <Card>
          <Stack align="center" gap="xs" py="xl" ta="center">
            <IconNotebook size={40} stroke={1.4} color="var(--mantine-color-gray-5)" />
            <Text fw={700}>{t('statistics.notebook.empty')}</Text>
            <Text c="dimmed" size="sm">
              {t('statistics.notebook.emptyHint')}
            </Text>
          </Stack>
        </Card>
      ) : (
        <NotebookTable items={items} />
      )}
    </Stack>
  );
}

/** What the notebook is, and the button that starts a practice of the questions due. */
function ReviewDue({ due }: { due: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const start = useStartReview();
  function review() {
    start.mutate(
      { locale: currentLanguage() === 'zh' ? 'zh' : 'en' },
      {
        onSuccess: ({ id }) => navigate(`/app/working/${encodeURIComponent(id)}`),
        onError: (error) => notifyError(errorText(error)),
      },
    );
  }
  return (
    <Card padding="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={700}>{t('statistics.notebook.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('statistics.notebook.intro')}
          </Text>
        </Stack>
        <Button leftSection={<IconRepeat size={18} />} disabled={due === 0} loading={start.isPending} onClick={review}>
          {due === 0 ? t('statistics.notebook.nothingDue') : t('statistics.notebook.review', { count: due })}
        </Button>
      </Group>
    </Card>
  );
}

// Two lines of the question's text: enough to know it again; its images stay on the solution page.
const questionExcerpt: React.CSSProperties = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: 'var(--mantine-font-size-sm)',
};

/** The questions in the notebook: each question's text, its chapter, when it comes back, and a link to its solution. */
function NotebookTable({ items }: { items: ReviewQueueItem[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const now = Date.now();
  return (
    <Card padding={0}>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('statistics.notebook.question')}</Table.Th>
              <Table.Th>{t('statistics.notebook.chapter')}</Table.Th>
              <Table.Th>{t('statistics.notebook.due')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.questionId}>
                <Table.Td maw={420}>
                  <RichHtml html={item.questionHtml} className="notebook-question" style={questionExcerpt} />
                  <Anchor component={Link} to={`/app/solution/${item.practiceId}/${item.questionNo}`} size="sm">
                    {t('statistics.notebook.open', { no: item.questionNo })}
                  </Anchor>
                </Table.Td>
                <Table.Td>{pickText({ en: item.chapterTitleEn, zh: item.chapterTitleZh }, language)}</Table.Td>
                <Table.Td>{formatDue(item.dueAt, now, language, t('statistics.notebook.dueNow'))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
