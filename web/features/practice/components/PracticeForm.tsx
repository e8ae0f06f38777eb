import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SubjectView } from '../../../../common/catalog';
import { CreatePracticeBody } from '../../../../common/practice';
import type { Me } from '../../../../common/profile';
import { AiPracticeButton } from '../../../components/ai/AiPracticeButton';
import { PremiumDialog } from '../../../components/PremiumDialog';
import { ChapterSection } from '../../../components/paper/ChapterSection';
import { DifficultyControl } from '../../../components/paper/DifficultyControl';
import { PaperFormFooter } from '../../../components/paper/PaperFormFooter';
import { SubjectPicker } from '../../../components/paper/SubjectPicker';
import { useTranslation } from '../../../i18n/i18n';
import { isWrittenOnly, mockPapersQuery } from '../../../lib/catalog';
import { type Choice, initialChoice } from '../../../lib/choice';
import { validateForm } from '../../../lib/formErrors';
import { useUpdateMe } from '../../../lib/me';
import { useSearchParams } from '../../../lib/router';
import { useIsPhone } from '../../../lib/useIsPhone';
import { type PracticeField, usePracticeStart } from '../usePracticeStart';
import { MockPapers } from './MockPapers';
import { countOf, countsOf, QuestionCounts, type Settings } from './QuestionCounts';

// Within a free account's five questions, so a first practice never meets the upsell.
const defaultSettings: Settings = { difficulty: 2, mode: 'byType', mc: 4, short: 1, long: 0, plain: 5, timeLimit: 20 };
// A subject whose real papers are written only (M1, M2) starts without MC: its MC are drill.
const writtenDefaults: Settings = { ...defaultSettings, mc: 0, short: 3, long: 2, timeLimit: 30 };

/**
 * `/app/free-practice`'s form: category, subject, language (remembered on the profile), chapters, difficulty,
 * counts and time limit, and the subject's full-length mock papers. It checks everything with the server's own
 * schema before sending; the server draws the questions and may still say the bank has too few, or that the free
 * plan stops here (usePracticeStart).
 */
export function PracticeForm({ subjects, defaults }: { subjects: SubjectView[]; defaults: Me['defaults'] }) {
  const { t } = useTranslation();
  const form = usePracticeForm(subjects, defaults);
  const { choice, chapters, starter, fieldError } = form;
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="lg">
        <SubjectPicker
          subjects={subjects}
          choice={choice}
          onChange={form.choose}
          localeLabel={t('practice.free.locale')}
          error={fieldError('subjectId')}
          localeError={fieldError('locale')}
          marksNew
        />
        <SettingsCard form={form} />
        <ChapterSection
          subjectId={choice.subject}
          locale={choice.locale}
          selected={chapters}
          onChange={form.chooseChapters}
          error={fieldError('chapterIds')}
          aside={
            subjects.find((subject) => subject.id === choice.subject)?.isNew && (
              <Badge color="lagoon" variant="light">
                {t('practice.free.newSubject')}
              </Badge>
            )
          }
        />
        {choice.subject && (
          <MockPapers
            subjectId={choice.subject}
            chapterCount={chapters.size}
            pendingId={starter.pendingMockId}
            onStart={(mockPaperId) =>
              starter.startMock({ mockPaperId, chapterIds: [...chapters], locale: choice.locale })
            }
          />
        )}
        <StartFooter form={form} />
      </Stack>
      <PremiumDialog reason={starter.upsell} onClose={starter.closeUpsell} />
    </form>
  );
}

type PracticeFormState = ReturnType<typeof usePracticeForm>;
type Starter = ReturnType<typeof usePracticeStart>;

/** Difficulty, counts and time limit. */
function SettingsCard({ form }: { form: PracticeFormState }) {
  const { t } = useTranslation();
  const { settings, fieldError } = form;
  return (
    <Card component="section" aria-labelledby="practice-settings-title">
      <Title order={2} fz="lg" mb="md" id="practice-settings-title">
        {t('practice.form.settings')}
      </Title>
      <Stack gap="md">
        <DifficultyControl
          value={settings.difficulty}
          onChange={(difficulty) => form.changeSettings({ difficulty })}
          error={fieldError('difficulty')}
        />
        <QuestionCounts
          settings={settings}
          onChange={form.changeSettings}
          countError={form.countError}
          timeLimitError={fieldError('timeLimit')}
          isMcDrill={form.isMcDrill}
        />
      </Stack>
    </Card>
  );
}

/** What the paper will be, the first error, and the two ways to start it: AI writes it, or the bank draws it. */
function StartFooter({ form }: { form: PracticeFormState }) {
  const { t } = useTranslation();
  const { settings, starter } = form;
  const isPhone = useIsPhone();
  return (
    <PaperFormFooter error={form.firstError}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" c="dimmed" miw={0}>
          {t('practice.form.summary', {
            chapters: form.chapters.size,
            count: countOf(settings),
            minutes: settings.timeLimit === '' ? 0 : settings.timeLimit,
          })}
        </Text>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <AiPracticeButton
            compact={isPhone}
            loading={starter.pending.ai}
            onGenerate={() => form.start('ai')}
            onExplain={starter.setFormError}
          />
          <Button
            type="submit"
            leftSection={<IconPlayerPlay size={18} />}
            loading={starter.pending.bank}
            style={{ flexShrink: 0 }}
          >
            {t('practice.form.start')}
          </Button>
        </Group>
      </Group>
    </PaperFormFooter>
  );
}

/** The form's choices, checked with the server's own schema before the paper is started. */
function usePracticeForm(subjects: SubjectView[], defaults: Me['defaults']) {
  const updateMe = useUpdateMe();
  // "Practise this chapter" (statistics) opens the form on a subject and chapter: ?subject=&chapter=.
  const [search] = useSearchParams();
  const [choice, setChoice] = useState(() => initialChoice(subjects, defaults, search.get('subject')));
  const [chapters, setChapters] = useState<ReadonlySet<string>>(() => {
    const chapter = search.get('chapter');
    return chapter && search.get('subject') === choice.subject ? new Set([chapter]) : new Set();
  });
  const { settings, isMcDrill, change } = useSubjectSettings(choice.subject);
  const starter = usePracticeStart({ countField: settings.mode === 'plain' ? 'noOfQuestions' : 'noOfMCQuestions' });

  function start(source: 'bank' | 'ai') {
    const result = validateForm(CreatePracticeBody, {
      subjectId: choice.subject ?? '',
      chapterIds: [...chapters],
      locale: choice.locale,
      difficulty: settings.difficulty,
      ...countsOf(settings),
      timeLimit: settings.timeLimit === '' ? Number.NaN : Number(settings.timeLimit),
    });
    if (result.ok) starter.start(source, result.data);
    else {
      starter.setFormError(null);
      starter.setErrors(result.errors);
    }
  }

  return {
    choice,
    chapters,
    settings,
    isMcDrill,
    starter,
    ...useFieldErrors(starter.errors, starter.formError),
    // The form remembers the last choice on the profile, so the next visit (on any device) starts from it.
    choose(next: Choice) {
      if (next.subject !== choice.subject) setChapters(new Set());
      setChoice(next);
      starter.clearErrors();
      updateMe.mutate({ defaults: { category: next.category, subject: next.subject, locale: next.locale } });
    },
    chooseChapters(next: ReadonlySet<string>) {
      setChapters(next);
      starter.clearErrors();
    },
    changeSettings(next: Partial<Settings>) {
      change(next);
      starter.clearErrors();
    },
    start,
    handleSubmit(event: React.FormEvent) {
      event.preventDefault();
      start('bank');
    },
  };
}

/** The counts and time: until the student changes them, they follow the subject's real papers. */
function useSubjectSettings(subjectId: string | null) {
  const [settings, setSettings] = useState<Settings>(defaultSettings);
  const [hasTouchedSettings, setHasTouchedSettings] = useState(false);
  const mockPapers = useQuery({ ...mockPapersQuery(subjectId ?? ''), enabled: Boolean(subjectId) });
  const isMcDrill = isWrittenOnly(mockPapers.data ?? []);
  useEffect(() => {
    if (!hasTouchedSettings) setSettings(isMcDrill ? writtenDefaults : defaultSettings);
  }, [isMcDrill, hasTouchedSettings]);
  function change(next: Partial<Settings>) {
    setSettings((current) => ({ ...current, ...next }));
    setHasTouchedSettings(true);
  }
  return { settings, isMcDrill, change };
}

/** Each field's translated error, the counts' first one, and the first of all (shown beside the start button). */
function useFieldErrors(errors: Starter['errors'], formError: Starter['formError']) {
  const { t } = useTranslation();
  const fieldError = (field: PracticeField) => (errors[field] ? t(`errors.${errors[field]}`) : null);
  const countError =
    fieldError('noOfQuestions') ??
    fieldError('noOfMCQuestions') ??
    fieldError('noOfShortQuestions') ??
    fieldError('noOfLongQuestions');
  const firstError =
    formError ??
    fieldError('subjectId') ??
    fieldError('chapterIds') ??
    countError ??
    fieldError('timeLimit') ??
    fieldError('difficulty');
  return { fieldError, countError, firstError };
}
