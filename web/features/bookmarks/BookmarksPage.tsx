import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import {
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBookmark, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pickText } from '../../../common/i18n';
import { type BookmarkView, PRACTICE_LIMITS } from '../../../common/practice';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { useMe } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { bookmarksQuery, useUpdateBookmarkRemark } from './api';

const PHONE_QUERY = '(max-width: 47.99em)';

function formatDate(at: number, language: string): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', { dateStyle: 'medium' }).format(at);
}

const solutionPath = (bookmark: BookmarkView) => `/app/solution/${bookmark.practiceId}/${bookmark.questionNo}`;

/** `/app/bookmarks`: bookmarked questions, filterable by subject, each with an editable remark. */
export function BookmarksPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const subjectId = searchParams.get('subject');
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  // The filter offers only subjects that have bookmarks, so it reads the whole list; the rows follow the filter.
  const all = useQuery(bookmarksQuery(null));
  const filtered = useQuery({ ...bookmarksQuery(subjectId), enabled: subjectId !== null });
  const bookmarks = subjectId === null ? all : filtered;
  const language = currentLanguage();
  // A teacher's or school's bookmarks are on linked students' papers, reached through my students.
  const isTeacher = useMe().data?.role === 'teacher';

  const subjects = new Map<string, BookmarkView['subject']>();
  for (const bookmark of all.data ?? []) subjects.set(bookmark.subject.id, bookmark.subject);

  let body: React.ReactNode;
  if (bookmarks.isPending) body = <BookmarksSkeleton />;
  else if (bookmarks.isError) {
    body = <QueryError query={bookmarks} />;
  } else if (bookmarks.data.length === 0) {
    body = (
      <Card>
        <Stack align="center" gap="xs" py="xl" ta="center">
          <IconBookmark size={40} stroke={1.4} color="var(--mantine-color-gray-5)" />
          <Title order={2} fz="lg">
            {t('bookmarks.empty.title')}
          </Title>
          <Text c="dimmed" size="sm" maw={420}>
            {t(isTeacher ? 'bookmarks.empty.teacherHint' : 'bookmarks.empty.hint')}
          </Text>
          <Button
            component={Link}
            to={isTeacher ? '/app/my-students' : '/app/practice-history'}
            variant="light"
            mt="sm"
          >
            {t(isTeacher ? 'bookmarks.empty.teacherAction' : 'bookmarks.empty.action')}
          </Button>
        </Stack>
      </Card>
    );
  } else if (isPhone) {
    body = (
      <Stack gap="sm">
        {bookmarks.data.map((bookmark) => (
          <Card key={bookmark.id} padding="sm" radius="md">
            <Anchor component={Link} to={solutionPath(bookmark)} underline="never" c="inherit">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={2} miw={0}>
                  <Text fw={700}>{pickText(bookmark.subject.title, language)}</Text>
                  <Text size="sm" lineClamp={2}>
                    {`${bookmark.chapter.chapterNo}. ${pickText(bookmark.chapter.title, bookmark.locale)}`}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(bookmark.createdAt, language)} · {t('bookmarks.question', { no: bookmark.questionNo })}
                  </Text>
                </Stack>
                <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
              </Group>
            </Anchor>
            <RemarkInput key={`${bookmark.id}-${bookmark.remark}`} bookmark={bookmark} />
          </Card>
        ))}
      </Stack>
    );
  } else {
    body = <BookmarksTable bookmarks={bookmarks.data} />;
  }

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
              label: pickText(subject.title, language),
            })),
          ]}
          maw={{ base: '100%', sm: 320 }}
          mb="md"
        />
      )}
      {body}
    </>
  );
}

function BookmarksTable({ bookmarks }: { bookmarks: BookmarkView[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  return (
    <Card padding={0}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bookmarks.columns.date')}</Table.Th>
            <Table.Th>{t('bookmarks.columns.subject')}</Table.Th>
            <Table.Th>{t('bookmarks.columns.chapter')}</Table.Th>
            <Table.Th>{t('bookmarks.columns.remark')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookmarks.map((bookmark) => (
            <Table.Tr
              key={bookmark.id}
              onClick={(event) => {
                // The remark box sits in the row: typing there must not open the solution.
                if (event.target instanceof HTMLElement && event.target.closest('input, a, button')) return;
                navigate(solutionPath(bookmark));
              }}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td>
                <Anchor component={Link} to={solutionPath(bookmark)} size="sm">
                  {formatDate(bookmark.createdAt, language)}
                </Anchor>
              </Table.Td>
              <Table.Td>{pickText(bookmark.subject.title, language)}</Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" lineClamp={2}>
                  {`${bookmark.chapter.chapterNo}. ${pickText(bookmark.chapter.title, bookmark.locale)}`}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('bookmarks.question', { no: bookmark.questionNo })}
                </Text>
              </Table.Td>
              <Table.Td miw={200}>
                <RemarkInput key={`${bookmark.id}-${bookmark.remark}`} bookmark={bookmark} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** The remark, edited in place: saved on Enter or when the box loses focus, Escape undoes; never mid-composition. */
function RemarkInput({ bookmark }: { bookmark: BookmarkView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateBookmarkRemark();
  const [remark, setRemark] = useState(bookmark.remark);

  function save() {
    const next = remark.trim();
    if (next === bookmark.remark) return;
    update.mutate(
      { bookmarkId: bookmark.id, remark: next },
      {
        onSuccess: () => notifySuccess(t('bookmarks.remarkSaved')),
        onError: (error) => notifyError(errorText(error)),
      },
    );
  }

  return (
    <TextInput
      aria-label={t('bookmarks.remarkFor', { no: bookmark.questionNo })}
      placeholder={t('bookmarks.remarkPlaceholder')}
      value={remark}
      onChange={(event) => setRemark(event.currentTarget.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.nativeEvent.isComposing || event.keyCode === 229) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        } else if (event.key === 'Escape') {
          setRemark(bookmark.remark);
        }
      }}
      maxLength={PRACTICE_LIMITS.remark.max}
      size="sm"
      mt={{ base: 'xs', sm: 0 }}
      rightSection={update.isPending ? <Text size="xs">…</Text> : undefined}
    />
  );
}

function BookmarksSkeleton() {
  return (
    <Stack gap="sm" aria-busy>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} h={52} radius="md" />
      ))}
    </Stack>
  );
}
