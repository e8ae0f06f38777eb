import { SimpleGrid, Text } from '@mantine/core';
import { PRACTICE_LIMITS } from '../../../../common/practice';
import { CountInput } from '../../../components/paper/CountInput';
import { SegmentedField } from '../../../components/SegmentedField';
import { TimeLimitInput } from '../../../components/TimeLimitInput';
import { useTranslation } from '../../../i18n/i18n';

/** The paper's settings as typed: a number input holds '' while it is being cleared. */
export interface Settings {
  difficulty: number;
  /** the spec's two ways to size a paper: counts per type (MC, short, long), or a plain count of any type */
  mode: 'byType' | 'plain';
  mc: number | string;
  short: number | string;
  long: number | string;
  plain: number | string;
  timeLimit: number | string;
}

const asCount = (value: number | string) => (value === '' ? 0 : Number(value));

/** The counts the form sends: per type, or the plain count with no per-type counts. */
export function countsOf(settings: Settings): {
  noOfMCQuestions: number;
  noOfShortQuestions: number;
  noOfLongQuestions: number;
  noOfQuestions: number | undefined;
} {
  if (settings.mode === 'plain')
    return { noOfMCQuestions: 0, noOfShortQuestions: 0, noOfLongQuestions: 0, noOfQuestions: asCount(settings.plain) };
  return {
    noOfMCQuestions: asCount(settings.mc),
    noOfShortQuestions: asCount(settings.short),
    noOfLongQuestions: asCount(settings.long),
    noOfQuestions: undefined,
  };
}

export function countOf(settings: Settings): number {
  const counts = countsOf(settings);
  return counts.noOfQuestions ?? counts.noOfMCQuestions + counts.noOfShortQuestions + counts.noOfLongQuestions;
}

/** The question counts (by type, or one plain count) and the time limit of the practice form. */
export function QuestionCounts({
  settings,
  onChange,
  countError,
  timeLimitError,
  isMcDrill = false,
}: {
  settings: Settings;
  onChange: (next: Partial<Settings>) => void;
  countError: string | null;
  timeLimitError: string | null;
  /** the subject's real papers have no MC (M1, M2): its MC are drill, labelled so */
  isMcDrill?: boolean;
}) {
  const { t } = useTranslation();
  const count = (field: 'mc' | 'short' | 'long' | 'plain', label: string, limits: { min: number; max: number }) => (
    <CountInput
      label={label}
      limits={limits}
      value={settings[field]}
      onChange={(value) => onChange({ [field]: value })}
      hasError={Boolean(countError)}
    />
  );
  return (
    <>
      <CountMode settings={settings} onChange={onChange} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {settings.mode === 'plain' ? (
          count('plain', t('practice.form.plain'), PRACTICE_LIMITS.plain)
        ) : (
          <>
            {count('mc', t(isMcDrill ? 'practice.form.mcDrill' : 'practice.form.mc'), PRACTICE_LIMITS.mc)}
            {count('short', t('practice.form.short'), PRACTICE_LIMITS.short)}
            {count('long', t('practice.form.long'), PRACTICE_LIMITS.long)}
          </>
        )}
        <TimeLimitInput
          min={PRACTICE_LIMITS.timeLimit.min}
          max={PRACTICE_LIMITS.timeLimit.max}
          value={settings.timeLimit}
          onChange={(timeLimit) => onChange({ timeLimit })}
          error={timeLimitError}
        />
      </SimpleGrid>
      {isMcDrill && settings.mode === 'byType' && (
        <Text size="xs" c="dimmed">
          {t('practice.form.drillHint')}
        </Text>
      )}
      <CountsNote mode={settings.mode} countError={countError} />
    </>
  );
}

function CountMode({ settings, onChange }: { settings: Settings; onChange: (next: Partial<Settings>) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedField
      label={t('practice.form.countMode')}
      value={settings.mode}
      onChange={(value) => onChange({ mode: value === 'plain' ? 'plain' : 'byType' })}
      data={[
        { value: 'byType', label: t('practice.form.countModes.byType') },
        { value: 'plain', label: t('practice.form.countModes.plain') },
      ]}
    />
  );
}

/** Why the counts were refused, or else the limits they keep. */
function CountsNote({ mode, countError }: { mode: Settings['mode']; countError: string | null }) {
  const { t } = useTranslation();
  return countError ? (
    <Text size="sm" c="red.8" role="alert">
      {countError}
    </Text>
  ) : (
    <Text size="xs" c="dimmed">
      {mode === 'plain'
        ? t('practice.form.plainLimits', { min: PRACTICE_LIMITS.plain.min, max: PRACTICE_LIMITS.plain.max })
        : t('practice.form.limits', {
            mc: PRACTICE_LIMITS.mc.max,
            short: PRACTICE_LIMITS.short.max,
            long: PRACTICE_LIMITS.long.max,
          })}
    </Text>
  );
}
