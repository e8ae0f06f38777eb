import { Anchor, Badge, Button, Card, Group, Progress, Skeleton, Stack, Table, Text } from '@mantine/core';
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
import { EmptyTab } from './EmptyTab';
import { ReviewBudget } from './ReviewBudget';

const DAY_MS = 86_400_000;
const HONG_KONG_MS = 8 * 3_600_000;
/** The start of the Hong Kong day holding `at` (UTC+8, no daylight saving), as the server counts days. */
const hongKongDay = (at: number) => Math.floor((at + HONG_KONG_MS) / DAY_MS) * DAY_MS - HONG_KONG_MS;

/** When an item comes back: today (due now), tomorrow, in N days (within a week), else its date. */
function useDueText() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (at: number, now: number) => {
    const days = Math.round((hongKongDay(at) - hongKongDay(now)) / DAY_MS);
    if (days <= 0) return t('statistics.notebook.today');
    if (days === 1) return t('statistics.notebook.tomorrow');
    if (days < 7) return t('statistics.notebook.inDays', { count: days });
    return new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', {
      dateStyle: 'medium',
      timeZone: 'Asia/Hong_Kong',
    }).format(at);
  };
}

/** The chance of recalling it now: a percent and a bar, red when it is slipping, green when it holds. */
function Recall({ item }: { item: ReviewQueueItem }) {
  const { t } = useTranslation();
  const percent = Math.round(item.retrievability * 100);
  const color = percent < 80 ? 'red' : percent < 90 ? 'yellow' : 'teal';
  return (
    <Stack gap={4} miw={72}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600}>
          {percent}%
        </Text>
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t('statistics.notebook.memory', { count: Math.max(1, Math.round(item.stability)) })}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={color}
        size="sm"
        aria-label={t('statistics.notebook.recallLabel', { percent })}
      />
    </Stack>
  );
}

/**
 * The wrong-question notebook: questions answered wrong come back when the chance of recalling them falls to 90%
 * (FSRS, on the server), at most the daily budget a day; "review N questions" opens a short practice of today's.
 */
export function ReviewNotebook() {
  const { t } = useTranslation();
  const queue = useQuery(reviewQueueQuery);
  if (queue.isPending) return <Skeleton h={160} />;
  if (queue.isError) return <QueryError query={queue} />;
  const { due, backlog, budget, ownBudget, defaultBudget, items } = queue.data;
  return (
    <Stack gap="md">
      <ReviewDue due={due} backlog={backlog} budget={budget}>
        <ReviewBudget budget={budget} ownBudget={ownBudget} defaultBudget={defaultBudget} />
      </ReviewDue>
      {items.length === 0 ? (
        <EmptyTab
          icon={IconNotebook}
          title={t('statistics.notebook.empty')}
          hint={t('statistics.notebook.emptyHint')}
        />
      ) : (
        <NotebookTable items={items} />
      )}
    </Stack>
  );
}

/** What the notebook is, and the button that starts a practice of the questions due. */
function ReviewDue({
  due,
  backlog,
  budget,
  children,
}: {
  due: number;
  backlog: number;
  budget: number;
  /** the budget's own line and form */
  children: React.ReactNode;
}) {
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
          <Text size="sm" c="dimmed" maw={640}>
            {t('statistics.notebook.intro', { budget })}
          </Text>
          {backlog > due && (
            <Text size="sm" c="dimmed">
              {t('statistics.notebook.backlog', { backlog })}
            </Text>
          )}
          {children}
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

/**
 * The questions in the notebook: each question's text with its chapter and a link to its solution, when it comes
 * back, and the chance of recalling it now. Three columns, so a phone shows all of them without scrolling sideways.
 */
function NotebookTable({ items }: { items: ReviewQueueItem[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const dueText = useDueText();
  const now = Date.now();
  return (
    <Card padding={0}>
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('statistics.notebook.question')}</Table.Th>
              <Table.Th>{t('statistics.notebook.due')}</Table.Th>
              <Table.Th>{t('statistics.notebook.recall')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.questionId}>
                <Table.Td maw={420}>
                  <RichHtml html={item.questionHtml} className="notebook-question" style={questionExcerpt} />
                  <Text size="xs" c="dimmed">
                    {pickText({ en: item.chapterTitleEn, zh: item.chapterTitleZh }, language)}
                  </Text>
                  <Anchor component={Link} to={`/app/solution/${item.practiceId}/${item.questionNo}`} size="sm">
                    {t('statistics.notebook.open', { no: item.questionNo })}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {item.today ? (
                    <Badge variant="light" color="red">
                      {t('statistics.notebook.today')}
                    </Badge>
                  ) : (
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {dueText(item.dueAt, now)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Recall item={item} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
