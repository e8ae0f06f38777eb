import '../../components/admin/styles';
import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CreateQuestionBody, QuestionCardView } from '../../../common/admin-questions';
import { type QuestionType, questionTypes, type SectionView, type SubjectView } from '../../../common/catalog';
import { pickText } from '../../../common/i18n';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { RichHtml } from '../../components/RichHtml';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { api, useErrorText } from '../../lib/api';
import { useMe } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { adminKeys, fetchQuestionPage, questionCountsQuery, useInvalidateAdmin } from './api';
import { saveListSearch, saveScroll, takeScroll, throttle } from './scroll';

const ImportDialog = lazy(async () => ({ default: (await import('./ImportDialog')).ImportDialog }));

// Both admin roles read the learner catalogue, which shows admins unpublished subjects, sections and chapters too.
function useSubjectOptions() {
  return useQuery({
    queryKey: ['admin', 'catalogue', 'subjects'],
    queryFn: async () => (await api.get<{ subjects: SubjectView[] }>('/api/subjects')).subjects,
  });
}

function useSectionOptions(subjectId: string) {
  return useQuery({
    queryKey: ['admin', 'catalogue', 'sections', subjectId],
    queryFn: async () =>
      (await api.get<{ sections: SectionView[] }>(`/api/subjects/${encodeURIComponent(subjectId)}/chapters`)).sections,
    enabled: subjectId !== '',
  });
}

/** `/app/manage-questions`: the question bank by subject, section, chapter, level and approval, newest first. */
export function QuestionsPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const isSuper = me?.role === 'super-admin';
  const [searchParams, setSearchParams] = useSearchParams();
  const subjects = useSubjectOptions();
  const subject = searchParams.get('subject') ?? subjects.data?.[0]?.id ?? '';
  const section = searchParams.get('section') ?? '';
  const chapter = searchParams.get('chapter') ?? '';
  const level = searchParams.get('level') ?? '';
  const unapprove = searchParams.get('unapprove') === 'true' ? 'true' : '';
  const filter = { subject, section, chapter, level, unapprove };
  const filterKey = new URLSearchParams(Object.entries(filter).filter(([, v]) => v)).toString();
  const sections = useSectionOptions(subject);
  const counts = useQuery({
    ...questionCountsQuery({ subject, section, chapter, unapprove }),
    enabled: subject !== '',
  });
  const restored = useRef(takeScroll(sessionStorage, filterKey));
  const questions = useInfiniteQuery({
    queryKey: adminKeys.questionList(filter),
    queryFn: ({ pageParam }) => fetchQuestionPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: subject !== '',
  });
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);

  const setParam = (changes: Record<string, string>) => {
    const next = new URLSearchParams(searchParams);
    if (!next.get('subject') && subject) next.set('subject', subject);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearchParams(next, { replace: true });
  };

  // Load more when the sentinel comes within 50 px of view, at most once a second.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = questions;
  const fetchNextPageRef = useRef(fetchNextPage);
  fetchNextPageRef.current = fetchNextPage;
  const loadMore = useRef(throttle(() => void fetchNextPageRef.current(), 1000));
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) loadMore.current();
      },
      { rootMargin: '50px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage]);

  // Coming back from the editor: load as many pages as were shown, then scroll to where the list was.
  const pages = questions.data?.pages.length ?? 0;
  useLayoutEffect(() => {
    const target = restored.current;
    if (!target || !questions.data) return;
    if (pages < target.pages && questions.hasNextPage) {
      if (!questions.isFetchingNextPage) void questions.fetchNextPage();
      return;
    }
    window.scrollTo(0, target.y);
    restored.current = null;
  }, [pages, questions.data, questions.hasNextPage, questions.isFetchingNextPage, questions.fetchNextPage]);

  const openQuestion = (id: string) => {
    saveScroll(sessionStorage, filterKey, window.scrollY, pages);
    saveListSearch(sessionStorage, `?${filterKey}`);
    navigate(`/app/manage-question/${id}`);
  };

  const chapterOptions = (sections.data ?? [])
    .filter((s) => !section || s.id === section)
    .flatMap((s) =>
      s.chapters.map((c) => {
        const count = counts.data?.chapters.find((item) => item.chapterId === c.id);
        return {
          value: c.id,
          label: `${c.chapterNo}. ${pickText(c.title, language)} (${t('admin.questions.chapterCounts', {
            approved: count?.approved ?? 0,
            unapproved: count?.unapproved ?? 0,
          })})`,
        };
      }),
    );
  const levels = counts.data?.levels;
  const items = questions.data?.pages.flatMap((page) => page.items) ?? [];

  let body: React.ReactNode;
  if (subject === '')
    body = subjects.isPending ? <Skeleton h={200} /> : <Text c="dimmed">{t('admin.questions.pickSubject')}</Text>;
  else if (questions.isPending) body = <Skeleton h={300} />;
  else if (questions.isError) {
    body = <QueryError query={questions} />;
  } else if (items.length === 0) body = <Text c="dimmed">{t('admin.questions.empty')}</Text>;
  else {
    body = (
      <Stack gap="sm">
        {items.map((item) => (
          <QuestionCard key={item.id} item={item} onOpen={() => openQuestion(item.id)} />
        ))}
        <div ref={sentinel} style={{ height: 1 }} />
        <Group justify="center" py="sm">
          {questions.isFetchingNextPage ? (
            <Loader size="sm" />
          ) : questions.hasNextPage ? (
            <Button variant="subtle" onClick={() => void questions.fetchNextPage()}>
              {t('admin.questions.loadMore')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('admin.questions.end')}
            </Text>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('admin.questions.title')}
        right={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)} disabled={!subject}>
            {t('admin.questions.add')}
          </Button>
        }
      />
      <Card withBorder mb="md" padding="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t('admin.questions.subject')}
              data={(subjects.data ?? []).map((s) => ({ value: s.id, label: pickText(s.title, language) }))}
              value={subject || null}
              onChange={(value) => value && setParam({ subject: value, section: '', chapter: '' })}
              allowDeselect={false}
              searchable
            />
            <Select
              label={t('admin.questions.section')}
              data={[
                { value: '', label: t('admin.questions.allSections') },
                ...(sections.data ?? []).map((s) => ({ value: s.id, label: pickText(s.title, language) })),
              ]}
              value={section}
              onChange={(value) => setParam({ section: value ?? '', chapter: '' })}
              allowDeselect={false}
            />
            <Select
              label={t('admin.questions.chapter')}
              data={[{ value: '', label: t('admin.questions.allChapters') }, ...chapterOptions]}
              value={chapter}
              onChange={(value) => setParam({ chapter: value ?? '' })}
              allowDeselect={false}
              searchable
            />
          </SimpleGrid>
          <Group justify="space-between" wrap="wrap">
            <SegmentedControl
              aria-label={t('admin.questions.level')}
              value={level || 'all'}
              onChange={(value) => setParam({ level: value === 'all' ? '' : value })}
              data={[
                { value: 'all', label: t('admin.questions.allLevels', { count: levels?.all ?? 0 }) },
                ...(['1', '2', '3'] as const).map((value) => ({
                  value,
                  label: t('admin.questions.levelN', {
                    level: value,
                    count: levels?.[Number(value) as 1 | 2 | 3] ?? 0,
                  }),
                })),
              ]}
            />
            <Group gap="md">
              <Switch
                label={t('admin.questions.unapproved')}
                checked={unapprove === 'true'}
                onChange={(event) => setParam({ unapprove: event.currentTarget.checked ? 'true' : '' })}
              />
              {isSuper && (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconFileImport size={16} />}
                  onClick={() => setImporting(true)}
                >
                  {t('admin.questions.import')}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </Card>
      {body}
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('admin.questions.addTitle')} centered>
        {adding && (
          <AddQuestionForm
            chapters={chapterOptions}
            defaultChapter={chapter}
            onCancel={() => setAdding(false)}
            onCreated={(id) => openQuestion(id)}
          />
        )}
      </Modal>
      {isSuper && importing && (
        <Suspense fallback={null}>
          <ImportDialog opened={importing} onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  );
}

function QuestionCard({ item, onOpen }: { item: QuestionCardView; onOpen: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Group gap={6}>
          <Badge variant="light">{t(`admin.questions.types.${item.type}`)}</Badge>
          <Badge variant="outline" color="gray">
            {t('admin.editor.level')} {item.level}
          </Badge>
          <Badge color={item.approved ? 'teal' : 'orange'} variant={item.approved ? 'filled' : 'light'}>
            {t(item.approved ? 'admin.questions.approved' : 'admin.questions.notApproved')}
          </Badge>
          <Text size="xs" c="dimmed">
            {item.chapter.chapterNo}. {pickText(item.chapter.title, language)}
          </Text>
        </Group>
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={`/app/manage-question/${item.id}`}
          onClick={(event: React.MouseEvent) => {
            event.preventDefault();
            onOpen();
          }}
        >
          {t('admin.common.edit')}
        </Button>
      </Group>
      <RichHtml html={pickText(item.questionHtml, language) || '<p>—</p>'} />
    </Card>
  );
}

interface AddQuestionFormProps {
  chapters: Array<{ value: string; label: string }>;
  defaultChapter: string;
  onCancel: () => void;
  onCreated: (id: string) => void;
}

function AddQuestionForm({ chapters, defaultChapter, onCancel, onCreated }: AddQuestionFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  const [chapterId, setChapterId] = useState<string | null>(defaultChapter || null);
  const [type, setType] = useState<QuestionType>('mc');
  const [level, setLevel] = useState('1');
  const [touched, setTouched] = useState(false);
  const create = useMutation({
    mutationFn: (body: CreateQuestionBody) => api.post<{ id: string }>('/api/admin/questions', body),
    onSuccess: (question) => {
      notifySuccess(t('admin.questions.created'));
      void invalidate(adminKeys.questions);
      onCreated(question.id);
    },
    onError: (error) => notifyError(errorText(error)),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (chapterId) create.mutate({ chapterId, type, level: Number(level) });
      }}
    >
      <Stack>
        <Select
          label={t('admin.questions.chapter')}
          data={chapters}
          value={chapterId}
          onChange={setChapterId}
          required
          searchable
          error={touched && !chapterId ? t('errors.chapter_not_found') : undefined}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('admin.questions.type')}
          </Text>
          <SegmentedControl
            value={type}
            onChange={(value) => setType(value as QuestionType)}
            data={questionTypes.map((value) => ({ value, label: t(`admin.questions.types.${value}`) }))}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('admin.questions.level')}
          </Text>
          <SegmentedControl value={level} onChange={setLevel} data={['1', '2', '3']} />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('admin.common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
