import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, SimpleGrid, Switch, Text, Textarea } from '@mantine/core';
import { ASSIGNMENT_LIMITS } from '../../../../../common/assignment-rules';
import { DueDayInput } from '../../../../components/assignments/DueDayInput';
import { dayAhead } from '../../../../components/assignments/form';
import { CountInput } from '../../../../components/paper/CountInput';
import { DifficultyControl } from '../../../../components/paper/DifficultyControl';
import { CountsCaption, SettingsCard } from '../../../../components/paper/SettingsCard';
import { TimeLimitInput } from '../../../../components/TimeLimitInput';
import { currentLanguage, useTranslation } from '../../../../i18n/i18n';
import { Link } from '../../../../lib/router';

export interface PaperSettingsValue {
  difficulty: number;
  mc: number | string;
  short: number | string;
  long: number | string;
  timeLimit: number | string;
  /** 'YYYY-MM-DD', a Hong Kong day */
  dueDay: string | null;
  remark: string;
  /** each student gets the MC options in their own order (beyond the spec) */
  shuffleOptions: boolean;
}

export type SettingsField =
  | 'difficulty'
  | 'noOfMCQuestions'
  | 'noOfShortQuestions'
  | 'noOfLongQuestions'
  | 'timeLimit'
  | 'dueDate'
  | 'remark';

interface PaperSettingsProps {
  /** difficulty and question counts: drawing from the bank only */
  withCounts: boolean;
  /** a mock paper takes its own time: no time limit to set */
  withTimeLimit?: boolean;
  value: PaperSettingsValue;
  onChange: (change: Partial<PaperSettingsValue>) => void;
  errorOf: (field: SettingsField) => string | null;
  /** a published assignment keeps its time limit (students may be working on it) */
  timeLimitLocked?: boolean;
  /** one field a row: the confirm page's narrow side column */
  isNarrow?: boolean;
  /** a free plan's questions per assignment, shown beside the counts before submitting; null: no limit */
  questionsLimit?: number | null;
}

// A new assignment is due in a week, like a repeat (learner part section 5).
const DUE_IN_DAYS = 7;

/** A new paper's settings: medium difficulty, 40 minutes, due in a week, with these counts. */
export function newPaperSettings(counts: Pick<PaperSettingsValue, 'mc' | 'short' | 'long'>): PaperSettingsValue {
  return {
    difficulty: 2,
    ...counts,
    timeLimit: 40,
    dueDay: dayAhead(Date.now(), DUE_IN_DAYS),
    remark: '',
    shuffleOptions: false,
  };
}

/** The due-date picker's format per interface language (dayjs formats). */
const dateFormats = { en: 'ddd D MMM YYYY', zh: 'YYYY年M月D日 (dd)' } as const;

/**
 * Difficulty, counts (MC 0-50, short 0-20, long 0-10), time limit (1-120), due date (past days disabled) and remark:
 * the create form's settings, and the confirm page's (without counts).
 */
export function PaperSettings({
  withCounts,
  withTimeLimit = true,
  value,
  onChange,
  errorOf,
  timeLimitLocked = false,
  isNarrow = false,
  questionsLimit = null,
}: PaperSettingsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <SettingsCard title={t('create.settings')}>
      {withCounts && <BankCounts value={value} onChange={onChange} errorOf={errorOf} questionsLimit={questionsLimit} />}
      <SimpleGrid cols={isNarrow ? 1 : { base: 1, xs: 2 }} spacing="md">
        {withTimeLimit && (
          <TimeLimitInput
            min={ASSIGNMENT_LIMITS.timeLimit.min}
            max={ASSIGNMENT_LIMITS.timeLimit.max}
            value={value.timeLimit}
            disabled={timeLimitLocked}
            onChange={(timeLimit) => onChange({ timeLimit })}
            error={errorOf('timeLimit')}
          />
        )}
        <DueDayInput
          value={value.dueDay}
          onChange={(dueDay) => onChange({ dueDay })}
          valueFormat={dateFormats[language]}
          error={errorOf('dueDate')}
          popoverProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <Textarea
        label={t('create.remark')}
        placeholder={t('create.remarkPlaceholder')}
        value={value.remark}
        onChange={(event) => onChange({ remark: event.currentTarget.value })}
        maxLength={ASSIGNMENT_LIMITS.remark.max}
        autosize
        minRows={2}
        error={errorOf('remark')}
      />
      <Switch
        label={t('create.shuffle')}
        description={t('create.shuffleHint')}
        checked={value.shuffleOptions}
        // Like the paper, the order of options is fixed once published.
        disabled={timeLimitLocked}
        onChange={(event) => onChange({ shuffleOptions: event.currentTarget.checked })}
      />
    </SettingsCard>
  );
}

type BankCountsProps = Pick<PaperSettingsProps, 'value' | 'onChange' | 'errorOf' | 'questionsLimit'>;

/** What a paper drawn from the bank adds: its difficulty and how many questions of each kind. */
function BankCounts({ value, onChange, errorOf, questionsLimit }: BankCountsProps) {
  const { t } = useTranslation();
  const countError = errorOf('noOfMCQuestions') ?? errorOf('noOfShortQuestions') ?? errorOf('noOfLongQuestions');
  const count = (field: 'mc' | 'short' | 'long', label: string) => (
    <CountInput
      label={label}
      limits={ASSIGNMENT_LIMITS[field]}
      value={value[field]}
      onChange={(next) => onChange({ [field]: next })}
      hasError={Boolean(countError)}
    />
  );
  return (
    <>
      <DifficultyControl
        value={value.difficulty}
        onChange={(difficulty) => onChange({ difficulty })}
        error={errorOf('difficulty')}
      />
      <SimpleGrid cols={3} spacing="md">
        {count('mc', t('practice.form.mc'))}
        {count('short', t('practice.form.short'))}
        {count('long', t('practice.form.long'))}
      </SimpleGrid>
      <CountsCaption
        error={countError}
        mt={-8}
        hint={t('practice.form.limits', {
          mc: ASSIGNMENT_LIMITS.mc.max,
          short: ASSIGNMENT_LIMITS.short.max,
          long: ASSIGNMENT_LIMITS.long.max,
        })}
      />
      {questionsLimit != null && <PlanLimit limit={questionsLimit} value={value} />}
    </>
  );
}

const asNumber = (count: number | string) => (typeof count === 'number' ? count : Number(count) || 0);

/** A free plan's limit beside the counts, before the server would refuse: orange once the counts pass it. */
function PlanLimit({ limit, value }: { limit: number; value: PaperSettingsValue }) {
  const { t } = useTranslation();
  const total = asNumber(value.mc) + asNumber(value.short) + asNumber(value.long);
  const isOver = total > limit;
  return (
    <Text size="sm" c={isOver ? 'orange.9' : 'dimmed'} mt={-8} data-testid="plan-limit">
      {t('create.planLimit', { count: total, limit })}{' '}
      <Anchor component={Link} to="/app/pricing" size="sm" fw={600}>
        {t('create.upgrade')}
      </Anchor>
    </Text>
  );
}
