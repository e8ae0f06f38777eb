import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Input,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubjectView } from '../../../../common/catalog';
import { pickText } from '../../../../common/i18n';
import type { Language, Me } from '../../../../common/profile';
import { currentLanguage } from '../../../i18n/i18n';
import { isLanguage } from '../../../i18n/language';
import { useErrorText } from '../../../lib/api';
import { useUpdateMe } from '../../../lib/me';
import { subjectsQuery } from '../api';
import { ChapterChecklist } from './ChapterChecklist';

interface Choice {
  category: string | null;
  subject: string | null;
  locale: Language;
}

function categoriesOf(subjects: SubjectView[]) {
  const seen = new Map<string, SubjectView['category']>();
  for (const subject of subjects) seen.set(subject.category.id, subject.category);
  return [...seen.values()];
}

/** Starts from the profile's saved choice when it still exists, else the first category and its first subject. */
export function initialChoice(subjects: SubjectView[], defaults: Me['defaults']): Choice {
  const categories = categoriesOf(subjects);
  const category = categories.find((item) => item.id === defaults.category)?.id ?? categories[0]?.id ?? null;
  const inCategory = subjects.filter((subject) => subject.category.id === category);
  const subject = inCategory.find((item) => item.id === defaults.subject) ?? inCategory[0];
  return {
    category,
    subject: subject?.id ?? null,
    locale: defaults.locale ?? subject?.defaultLanguage ?? currentLanguage(),
  };
}

/** The catalogue part of the practice form: category, subject, practice language and chapters. */
export function PracticeCatalog({ me }: { me: Me }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const subjects = useQuery(subjectsQuery);

  if (subjects.isPending) return <CatalogSkeleton />;
  if (subjects.isError) {
    return (
      <Alert color="red" variant="light" title={errorText(subjects.error)}>
        <Button size="xs" variant="white" mt="xs" onClick={() => void subjects.refetch()}>
          {t('app.retry')}
        </Button>
      </Alert>
    );
  }
  if (subjects.data.length === 0) {
    return (
      <Card>
        <Stack align="center" gap="xs" py="xl" ta="center">
          <IconBooks size={40} stroke={1.4} color="var(--mantine-color-gray-5)" />
          <Title order={2} fz="lg">
            {t('practice.free.empty')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('practice.free.emptyHint')}
          </Text>
        </Stack>
      </Card>
    );
  }
  return <CatalogForm subjects={subjects.data} defaults={me.defaults} />;
}

function CatalogForm({ subjects, defaults }: { subjects: SubjectView[]; defaults: Me['defaults'] }) {
  const { t } = useTranslation();
  const updateMe = useUpdateMe();
  const [choice, setChoice] = useState(() => initialChoice(subjects, defaults));
  const interfaceLanguage = currentLanguage();

  const categories = categoriesOf(subjects);
  const inCategory = subjects.filter((subject) => subject.category.id === choice.category);

  // The form remembers the last choice on the profile, so the next visit (on any device) starts from it.
  function choose(next: Choice) {
    setChoice(next);
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

  return (
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
            data={[
              ...(choice.subject ? [] : [{ value: '', label: t('practice.free.subjectPlaceholder'), disabled: true }]),
              ...inCategory.map((subject) => ({
                value: subject.id,
                label: `${pickText(subject.title, interfaceLanguage)}${subject.isNew ? ` · ${t('practice.free.newSubject')}` : ''}`,
              })),
            ]}
          />
          <Input.Wrapper label={t('practice.free.locale')} labelElement="div">
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
          <ChapterChecklist key={choice.subject} subjectId={choice.subject} locale={choice.locale} />
        ) : (
          <Text c="dimmed">{t('practice.free.pickSubject')}</Text>
        )}
      </section>
    </Stack>
  );
}

function CatalogSkeleton() {
  return (
    <Stack gap="lg">
      <Card>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {[0, 1, 2].map((item) => (
            <Stack key={item} gap={6}>
              <Skeleton h={14} w={90} />
              <Skeleton h={36} />
            </Stack>
          ))}
        </SimpleGrid>
      </Card>
      <Stack gap="sm">
        <Skeleton h={20} w={120} />
        {[0, 1, 2].map((item) => (
          <Skeleton key={item} h={56} />
        ))}
      </Stack>
    </Stack>
  );
}
