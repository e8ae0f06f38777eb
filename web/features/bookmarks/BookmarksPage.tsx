import { Anchor, Button, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconBookmark, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { pickText } from '../../../common/i18n';
import type { BookmarkView } from '../../../common/practice';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { formatDay } from '../../lib/dates';
import { useMe } from '../../lib/me';
import { Link, useSearchParams } from '../../lib/router';
import { useIsPhone } from '../../lib/useIsPhone';
import { bookmarksQuery } from './api';
import { BookmarksTable, solutionPath } from './components/BookmarksTable';
import { RemarkInput } from './components/RemarkInput';

/** `/app/bookmarks`: bookmarked questions, filterable by subject, each with an editable remark. */
export function BookmarksPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const subjectId = searchParams.get('subject');
  // The filter offers only subjects that have bookmarks, so it reads the whole list; the rows follow the filter.
  const all = useQuery(bookmarksQuery(null));
  const subjects = new Map<string, BookmarkView['subject']>();
  for (const bookmark of all.data ?? []) subjects.set(bookmark.subject.id, bookmark.subject);
  return (
    <>
      <PageHeader title={t('bookmarks.title')} />
      {subjects.size > 0 && (
        <NativeSelect
          label={t('bookmarks.subject')}
          value={subjectId ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setSearchParams(value ? { subject: value } : {}, { replace: true });
          }}
          data={[
            { value: '', label: t('bookmarks.allSubjects') },
            ...[...subjects.values()].map((subject) => ({
              value: subject.id,
              label: pickText(subject.title, currentLanguage()),
            })),
          ]}
          maw={{ base: '100%', sm: 320 }}
          mb="md"
        />
      )}
      <BookmarkList subjectId={subjectId} />
    </>
  );
}

/** The bookmarks of a subject (or all): cards on a phone, a table on a desktop; or why there are none. */
function BookmarkList({ subjectId }: { subjectId: string | null }) {
  const isPhone = useIsPhone();
  const all = useQuery({ ...bookmarksQuery(null), enabled: subjectId === null });
  const filtered = useQuery({ ...bookmarksQuery(subjectId), enabled: subjectId !== null });
  const bookmarks = subjectId === null ? all : filtered;
  if (bookmarks.isPending) return <ListSkeleton rows={4} height={52} />;
  if (bookmarks.isError) return <QueryError query={bookmarks} />;
  if (bookmarks.data.length === 0) return <NoBookmarks />;
  if (!isPhone) return <BookmarksTable bookmarks={bookmarks.data} />;
  return (
    <Stack gap="sm">
      {bookmarks.data.map((bookmark) => (
        <BookmarkCard key={bookmark.id} bookmark={bookmark} />
      ))}
    </Stack>
  );
}

function NoBookmarks() {
  const { t } = useTranslation();
  // A teacher's or school's bookmarks are on linked students' papers, reached through my students.
  const isTeacher = useMe().data?.role === 'teacher';
  return (
    <EmptyState
      icon={IconBookmark}
      title={t('bookmarks.empty.title')}
      hint={t(isTeacher ? 'bookmarks.empty.teacherHint' : 'bookmarks.empty.hint')}
    >
      <Button component={Link} to={isTeacher ? '/app/my-students' : '/app/practice-history'} variant="light" mt="sm">
        {t(isTeacher ? 'bookmarks.empty.teacherAction' : 'bookmarks.empty.action')}
      </Button>
    </EmptyState>
  );
}

/** A bookmark on a phone: subject, chapter, date and question, opening the solution; its remark below. */
function BookmarkCard({ bookmark }: { bookmark: BookmarkView }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Card padding="sm" radius="md">
      <Anchor component={Link} to={solutionPath(bookmark)} underline="never" c="inherit">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Text fw={700}>{pickText(bookmark.subject.title, language)}</Text>
            <Text size="sm" lineClamp={2}>
              {`${bookmark.chapter.chapterNo}. ${pickText(bookmark.chapter.title, bookmark.locale)}`}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDay(bookmark.createdAt, language)} · {t('bookmarks.question', { no: bookmark.questionNo })}
            </Text>
          </Stack>
          <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
        </Group>
      </Anchor>
      <RemarkInput key={`${bookmark.id}-${bookmark.remark}`} bookmark={bookmark} />
    </Card>
  );
}
