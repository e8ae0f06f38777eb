import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Input,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { levels, type SubjectView } from '../../../../common/catalog';
import { pickText } from '../../../../common/i18n';
import { CreatePracticeBody } from '../../../../common/practice';
import type { Me } from '../../../../common/profile';
import { AiPracticeButton } from '../../../components/ai/AiPracticeButton';
import { useStartAiPractice } from '../../../components/ai/api';
import { ChapterChecklist } from '../../../components/ChapterChecklist';
import { PremiumDialog, type UpsellReason, upsellReasonOf } from '../../../components/PremiumDialog';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { isLanguage } from '../../../i18n/language';
import { isApiError, useErrorText } from '../../../lib/api';
import { type Choice, categoriesOf, initialChoice } from '../../../lib/choice';
import { type FieldErrors, fieldErrorFromServer, validateForm } from '../../../lib/formErrors';
import { useUpdateMe } from '../../../lib/me';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { useCreatePractice } from '../api';
import { countOf, countsOf, QuestionCounts, type Settings } from './QuestionCounts';

type Field =
  | 'subjectId'
  | 'chapterIds'
  | 'locale'
  | 'difficulty'
  | 'noOfMCQuestions'
  | 'noOfShortQuestions'
  | 'noOfLongQuestions'
  | 'noOfQuestions'
  | 'timeLimit';

// Within a free account's five questions, so a first practice never meets the upsell.
const defaultSettings: Settings = { difficulty: 2, mode: 'byType', mc: 4, short: 1, long: 0, plain: 5, timeLimit: 20 };

/**
 * `/app/free-practice`'s form: category, subject, language (remembered on the profile), chapters, difficulty,
 * counts and time limit. It checks everything with the server's own schema before sending; the server draws the
 * questions and may still say the bank has too few, or that the free plan stops here.
 */
export function PracticeForm({ subjects, defaults }: { subjects: SubjectView[]; defaults: Me['defaults'] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const updateMe = useUpdateMe();
  const createPractice = useCreatePractice();
  const startAiPractice = useStartAiPractice();
  // "Practise this chapter" (statistics) opens the form on a subject and chapter: ?subject=&chapter=.
  const [search] = useSearchParams();
  const [choice, setChoice] = useState(() => initialChoice(subjects, defaults, search.get('subject')));
  const [chapters, setChapters] = useState<ReadonlySet<string>>(() => {
    const chapter = search.get('chapter');
    return chapter && search.get('subject') === choice.subject ? new Set([chapter]) : new Set();
  });
  const [settings, setSettings] = useState<Settings>(defaultSettings);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [upsell, setUpsell] = useState<UpsellReason | null>(null);
  const interfaceLanguage = currentLanguage();
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false }) ?? false;

  const categories = categoriesOf(subjects);
  const inCategory = subjects.filter((subject) => subject.category.id === choice.category);
  const questionCount = countOf(settings);

  // The form remembers the last choice on the profile, so the next visit (on any device) starts from it.
  function choose(next: Choice) {
    if (next.subject !== choice.subject) setChapters(new Set());
    setChoice(next);
    setErrors({});
    setFormError(null);
    updateMe.mutate({ defaults: { category: next.category, subject: next.subject, locale: next.locale } });
  }

  function chooseCategory(category: string) {
    const first = subjects.find((subject) => subject.category.id === category);
    choose({ ...choice, category, subject: first?.id ?? null, locale: first?.defaultLanguage ?? choice.locale });
  }

  function chooseSubject(subjectId: string) {
    const subject = subjects.find((item) => item.id === subjectId);
    choose({ ...choice, subject: subjectId, locale: subject?.defaultLanguage ?? choice.locale });
  }

  function changeSettings(next: Partial<Settings>) {
    setSettings((current) => ({ ...current, ...next }));
    setErrors({});
    setFormError(null);
  }

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    start('bank');
  }

  // The bank draws the paper; AI opens it at once and writes its questions while the student starts (web/components/ai).
  function start(source: 'bank' | 'ai') {
    setFormError(null);
    const result = validateForm(CreatePracticeBody, {
      subjectId: choice.subject ?? '',
      chapterIds: [...chapters],
      locale: choice.locale,
      difficulty: settings.difficulty,
      ...countsOf(settings),
      timeLimit: settings.timeLimit === '' ? Number.NaN : Number(settings.timeLimit),
    });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    (source === 'ai' ? startAiPractice : createPractice).mutate(result.data, {
      onSuccess: (practice) => navigate(`/app/working/${practice.id}/1`),
      onError: (error) => {
        const limit = upsellReasonOf(error);
        if (limit) {
          setUpsell(limit);
          return;
        }
        if (isApiError(error, 'not_enough_questions')) {
          const type = String(error.params?.type ?? 'mc');
          if (type === 'any') {
            setFormError(
              t('practice.form.notEnoughAny', {
                available: error.params?.available ?? 0,
                requested: error.params?.requested ?? 0,
              }),
            );
            return;
          }
          setFormError(
            t('practice.form.notEnough', {
              type: t(`practice.form.typeNames.${type === 'short' || type === 'long' ? type : 'mc'}`),
              available: error.params?.available ?? 0,
              requested: error.params?.requested ?? 0,
            }),
          );
          return;
        }
        const onField = fieldErrorFromServer<Field>(error, {
          invalid_chapters: 'chapterIds',
          invalid_subject: 'subjectId',
          subject_not_found: 'subjectId',
          invalid_locale: 'locale',
          invalid_difficulty: 'difficulty',
          invalid_count: settings.mode === 'plain' ? 'noOfQuestions' : 'noOfMCQuestions',
          invalid_time_limit: 'timeLimit',
        });
        if (onField) setErrors(onField);
        else setFormError(errorText(error));
      },
    });
  }

  const fieldError = (field: Field) => (errors[field] ? t(`errors.${errors[field]}`) : null);
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

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <Card>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NativeSelect
              label={t('practice.free.category')}
              value={choice.category ?? ''}
              onChange={(event) => chooseCategory(event.currentTarget.value)}
              data={categories.map((category) => ({
                value: category.id,
                label: pickText(category.title, interfaceLanguage),
              }))}
            />
            <NativeSelect
              label={t('practice.free.subject')}
              value={choice.subject ?? ''}
              onChange={(event) => chooseSubject(event.currentTarget.value)}
              error={fieldError('subjectId')}
              data={[
                ...(choice.subject
                  ? []
                  : [{ value: '', label: t('practice.free.subjectPlaceholder'), disabled: true }]),
                ...inCategory.map((subject) => ({
                  value: subject.id,
                  label: `${pickText(subject.title, interfaceLanguage)}${subject.isNew ? ` · ${t('practice.free.newSubject')}` : ''}`,
                })),
              ]}
            />
            <Input.Wrapper label={t('practice.free.locale')} labelElement="div" error={fieldError('locale')}>
              <SegmentedControl
                aria-label={t('practice.free.locale')}
                fullWidth
                value={choice.locale}
                onChange={(value) => {
                  if (isLanguage(value)) choose({ ...choice, locale: value });
                }}
                data={[
                  { value: 'en', label: t('practice.free.locales.en') },
                  { value: 'zh', label: t('practice.free.locales.zh') },
                ]}
              />
            </Input.Wrapper>
          </SimpleGrid>
        </Card>

        <Card component="section" aria-labelledby="practice-settings-title">
          <Title order={2} fz="lg" mb="md" id="practice-settings-title">
            {t('practice.form.settings')}
          </Title>
          <Stack gap="md">
            <Input.Wrapper label={t('practice.form.difficulty')} labelElement="div" error={fieldError('difficulty')}>
              <SegmentedControl
                aria-label={t('practice.form.difficulty')}
                fullWidth
                value={String(settings.difficulty)}
                onChange={(value) => changeSettings({ difficulty: Number(value) })}
                data={levels.map((level) => ({ value: String(level), label: t(`practice.levels.${level}`) }))}
              />
            </Input.Wrapper>
            <QuestionCounts
              settings={settings}
              onChange={changeSettings}
              countError={countError}
              timeLimitError={fieldError('timeLimit')}
            />
          </Stack>
        </Card>

        <section aria-labelledby="practice-chapters-title">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="lg" id="practice-chapters-title">
              {t('practice.chapters.title')}
            </Title>
            {subjects.find((subject) => subject.id === choice.subject)?.isNew && (
              <Badge color="lagoon" variant="light">
                {t('practice.free.newSubject')}
              </Badge>
            )}
          </Group>
          {choice.subject ? (
            <ChapterChecklist
              key={choice.subject}
              subjectId={choice.subject}
              locale={choice.locale}
              selected={chapters}
              onChange={(next) => {
                setChapters(next);
                setErrors({});
                setFormError(null);
              }}
              error={fieldError('chapterIds')}
            />
          ) : (
            <Text c="dimmed">{t('practice.free.pickSubject')}</Text>
          )}
        </section>

        <Paper
          shadow="md"
          withBorder
          p="sm"
          radius="lg"
          pos="sticky"
          style={{ bottom: 'calc(var(--shell-footer-offset, 0px) + 8px)', zIndex: 5 }}
        >
          <Stack gap="xs">
            {firstError && (
              <Alert color="red" variant="light" p="xs" role="alert">
                {firstError}
              </Alert>
            )}
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" c="dimmed" miw={0}>
                {t('practice.form.summary', {
                  chapters: chapters.size,
                  count: questionCount,
                  minutes: settings.timeLimit === '' ? 0 : settings.timeLimit,
                })}
              </Text>
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                <AiPracticeButton
                  compact={isPhone}
                  loading={startAiPractice.isPending}
                  onGenerate={() => start('ai')}
                  onExplain={setFormError}
                />
                <Button
                  type="submit"
                  leftSection={<IconPlayerPlay size={18} />}
                  loading={createPractice.isPending}
                  style={{ flexShrink: 0 }}
                >
                  {t('practice.form.start')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </Paper>
      </Stack>
      <PremiumDialog reason={upsell} onClose={() => setUpsell(null)} />
    </form>
  );
}
