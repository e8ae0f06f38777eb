import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Drawer, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { pickText } from '../../../common/i18n';
import type { Language } from '../../../common/profile';
import { useTranslation } from '../../i18n/i18n';
import { isLanguage } from '../../i18n/language';
import { useErrorText } from '../../lib/api';
import { chapterNotesQuery } from '../../lib/catalog';
import { useIsPhone } from '../../lib/useIsPhone';

const RichHtml = lazy(async () => ({ default: (await import('../RichHtml')).RichHtml }));

interface NotesDrawerProps {
  chapterId: string | null;
  /** the practice language: notes open in it when written, else in the other language */
  locale: Language;
  onClose: () => void;
}

export function NotesDrawer({ chapterId, locale, onClose }: NotesDrawerProps) {
  const isPhone = useIsPhone();
  const { t } = useTranslation();
  return (
    <Drawer
      opened={chapterId !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 680}
      title={<NotesTitle chapterId={chapterId} locale={locale} />}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {chapterId && <NotesBody key={chapterId} chapterId={chapterId} locale={locale} />}
    </Drawer>
  );
}

function NotesTitle({ chapterId, locale }: { chapterId: string | null; locale: Language }) {
  const { t } = useTranslation();
  const notes = useQuery({ ...chapterNotesQuery(chapterId ?? ''), enabled: chapterId !== null });
  return (
    <Text fw={700} size="lg" component="span">
      {notes.data ? `${notes.data.chapterNo}. ${pickText(notes.data.title, locale)}` : t('practice.notes.title')}
    </Text>
  );
}

function NotesBody({ chapterId, locale }: { chapterId: string; locale: Language }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const notes = useQuery(chapterNotesQuery(chapterId));
  const [chosen, setChosen] = useState<Language | null>(null);

  if (notes.isPending) return <NotesSkeleton />;
  if (notes.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(notes.error)}
      </Alert>
    );
  }

  const other: Language = locale === 'en' ? 'zh' : 'en';
  const language = chosen ?? (notes.data.notes[locale] ? locale : other);
  const html = notes.data.notes[language];

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('practice.notes.language')}
        value={language}
        onChange={(value) => {
          if (isLanguage(value)) setChosen(value);
        }}
        data={[
          { value: 'en', label: t('practice.free.locales.en') },
          { value: 'zh', label: t('practice.free.locales.zh') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Text size="xs" c="dimmed">
        {t('practice.notes.disclaimer')}
      </Text>
      {html ? (
        <Suspense fallback={<NotesSkeleton />}>
          <RichHtml html={html} />
        </Suspense>
      ) : (
        <Text c="dimmed">{t('practice.notes.empty')}</Text>
      )}
    </Stack>
  );
}

function NotesSkeleton() {
  return (
    <Stack gap="sm">
      <Skeleton h={22} w="60%" />
      <Skeleton h={14} />
      <Skeleton h={14} />
      <Skeleton h={14} w="80%" />
      <Skeleton h={14} w="90%" />
    </Stack>
  );
}
