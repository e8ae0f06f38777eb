import { Badge, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { Ranking, StatisticsCards, StatisticsView } from '../../../../common/statistics';
import { RANKING_MIN_STUDENTS } from '../../../../common/statistics-rules';
import { useTranslation } from '../../../i18n/i18n';
import '@mantine/core/styles/SimpleGrid.css';

export const metrics = [
  'papers',
  'questions',
  'secondsPerQuestion',
  'averageScore',
  'ranking',
  'expectedGrade',
] as const;
export type Metric = (typeof metrics)[number];

/** A ranking as one number that rises as the student climbs: the share of students below. */
export function rankingPercentile(ranking: Ranking | null): number | null {
  if (!ranking) return null;
  return ranking.side === 'top' ? 100 - ranking.percent : ranking.percent;
}

/**
 * Why the ranking card shows "–": the student has no marked answer in the range (no average to place), or fewer than
 * RANKING_MIN_STUDENTS students have one in the subject (no distribution to place it on). Null when it shows.
 */
export function rankingGap(cards: Pick<StatisticsCards, 'ranking' | 'averageScore'>): 'noMarks' | 'fewStudents' | null {
  if (cards.ranking) return null;
  return cards.averageScore === null ? 'noMarks' : 'fewStudents';
}

function RankingGap({ cards }: { cards: StatisticsCards }) {
  const { t } = useTranslation();
  const gap = rankingGap(cards);
  if (!gap) return null;
  return (
    <Text size="xs" c="dimmed">
      {gap === 'noMarks'
        ? t('statistics.cards.rankingNoMarks')
        : t('statistics.cards.rankingFewStudents', { min: RANKING_MIN_STUDENTS })}
    </Text>
  );
}

/** The number each card compares with the previous period; the grade compares by band. */
function comparable(cards: StatisticsCards, metric: Metric, view: StatisticsView): number | null {
  switch (metric) {
    case 'ranking':
      return rankingPercentile(cards.ranking);
    case 'expectedGrade': {
      const grade = cards.expectedGrade?.grade;
      const index = view.grades.findIndex((band) => band.grade === grade);
      return index < 0 ? null : index + 1;
    }
    default:
      return cards[metric];
  }
}

function Change({ metric, view }: { metric: Metric; view: StatisticsView }) {
  const { t } = useTranslation();
  const now = comparable(view.cards, metric, view);
  const before = comparable(view.previous, metric, view);
  if (now === null || before === null) {
    return (
      <Text size="xs" c="dimmed">
        {t('statistics.cards.noPrevious')}
      </Text>
    );
  }
  const diff = Math.round((now - before) * 10) / 10;
  // Fewer seconds a question is neither good nor bad; for the rest, up is better.
  const color = diff === 0 || metric === 'secondsPerQuestion' ? 'dimmed' : diff > 0 ? 'teal.9' : 'red.9';
  const Icon = diff === 0 ? IconMinus : diff > 0 ? IconArrowUpRight : IconArrowDownRight;
  const amount =
    metric === 'expectedGrade'
      ? t('statistics.cards.wasGrade', { grade: view.previous.expectedGrade?.grade ?? '' })
      : `${diff > 0 ? '+' : ''}${diff}${metric === 'averageScore' || metric === 'ranking' ? t('statistics.cards.points') : ''}`;
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={14} color={`var(--mantine-color-${color === 'dimmed' ? 'dimmed' : color.replace('.', '-')})`} />
      <Text size="xs" c={color}>
        {t('statistics.cards.change', { amount })}
      </Text>
    </Group>
  );
}

function Value({ metric, cards }: { metric: Metric; cards: StatisticsCards }) {
  const { t } = useTranslation();
  const none = (
    <Text fz={26} fw={700} c="dimmed">
      –
    </Text>
  );
  switch (metric) {
    case 'ranking':
      return cards.ranking ? (
        <Text fz={26} fw={700}>
          {t(`statistics.cards.${cards.ranking.side}`, { percent: cards.ranking.percent })}
        </Text>
      ) : (
        none
      );
    case 'expectedGrade':
      return cards.expectedGrade ? (
        <Badge size="xl" color={cards.expectedGrade.color} variant="filled" mt={2} mb={2}>
          {cards.expectedGrade.grade}
        </Badge>
      ) : (
        none
      );
    default: {
      const value = cards[metric];
      if (value === null) return none;
      const unit =
        metric === 'averageScore' ? '%' : metric === 'secondsPerQuestion' ? t('statistics.cards.seconds') : '';
      return (
        <Text fz={26} fw={700}>
          {value}
          {unit}
        </Text>
      );
    }
  }
}

/** What the expected grade rests on, or how far it is from being shown. */
function Evidence({ view }: { view: StatisticsView }) {
  const { t } = useTranslation();
  const { papers, markedWritten, minPapers } = view.evidence;
  return (
    <Text size="xs" c="dimmed">
      {papers < minPapers
        ? t('statistics.cards.needsPapers', { min: minPapers, papers })
        : t('statistics.cards.basedOn', { papers, written: markedWritten })}
    </Text>
  );
}

interface StatCardsProps {
  view: StatisticsView;
  selected: Metric;
  onSelect: (metric: Metric) => void;
}

/** The six cards; each selects the line chart below it (spec: cards drive a line chart). */
export function StatCards({ view, selected, onSelect }: StatCardsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" mb="md">
      {metrics.map((metric) => (
        <UnstyledButton
          key={metric}
          onClick={() => onSelect(metric)}
          aria-pressed={selected === metric}
          data-testid={`card-${metric}`}
          p="sm"
          style={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'flex-start',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-color-body)',
            border: `2px solid ${selected === metric ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
          }}
        >
          <Text size="sm" c="dimmed" fw={600}>
            {t(`statistics.cards.${metric}`)}
          </Text>
          <Value metric={metric} cards={view.cards} />
          {metric === 'expectedGrade' && <Evidence view={view} />}
          {metric === 'ranking' && <RankingGap cards={view.cards} />}
          <Change metric={metric} view={view} />
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
