import { Group, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { Language } from '../../../common/profile';
import { useTranslation } from '../../i18n/i18n';
import { ChapterChecklist } from './ChapterChecklist';

interface ChapterSectionProps {
  subjectId: string | null;
  locale: Language;
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  error: string | null;
  /** beside the title (the practice form's badge for a new subject) */
  aside?: ReactNode;
}

/** The paper's chapters under their title, or a hint to pick a subject first. */
export function ChapterSection({ subjectId, locale, selected, onChange, error, aside }: ChapterSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id={titleId}>
          {t('practice.chapters.title')}
        </Title>
        {aside}
      </Group>
      {subjectId ? (
        <ChapterChecklist
          key={subjectId}
          subjectId={subjectId}
          locale={locale}
          selected={selected}
          onChange={onChange}
          error={error}
        />
      ) : (
        <Text c="dimmed">{t('practice.free.pickSubject')}</Text>
      )}
    </section>
  );
}
