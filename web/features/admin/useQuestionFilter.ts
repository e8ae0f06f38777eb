import { useQuery } from '@tanstack/react-query';
import type { SectionView, SubjectView } from '../../../common/catalog';
import { pickText } from '../../../common/i18n';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { useSearchParams } from '../../lib/router';
import { questionCountsQuery } from './api';

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

/**
 * The question bank's filter, kept in the address (?subject=&section=&chapter=&level=&unapprove=): the subject
 * defaults to the first; the catalogue to choose from and each chapter's and level's question counts come with it.
 */
export function useQuestionFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const subjects = useSubjectOptions();
  const subject = searchParams.get('subject') ?? subjects.data?.[0]?.id ?? '';
  const section = searchParams.get('section') ?? '';
  const chapter = searchParams.get('chapter') ?? '';
  const level = searchParams.get('level') ?? '';
  const unapprove = searchParams.get('unapprove') === 'true' ? 'true' : '';
  const values = { subject, section, chapter, level, unapprove };
  const sections = useSectionOptions(subject);
  const counts = useQuery({
    ...questionCountsQuery({ subject, section, chapter, unapprove }),
    enabled: subject !== '',
  });
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(searchParams);
    if (!next.get('subject') && subject) next.set('subject', subject);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearchParams(next, { replace: true });
  };
  return {
    values,
    /** the filter as a query string: the list's scroll position is kept per filter */
    key: new URLSearchParams(Object.entries(values).filter(([, v]) => v)).toString(),
    set,
    subjects,
    sections,
    counts,
    chapterOptions: useChapterOptions(sections.data, section, counts.data?.chapters),
  };
}

export type QuestionFilter = ReturnType<typeof useQuestionFilter>;

/** The chapters to choose from (of the chosen section, if one is), each with its approved and unapproved counts. */
function useChapterOptions(
  sections: SectionView[] | undefined,
  section: string,
  counts: Array<{ chapterId: string; approved: number; unapproved: number }> | undefined,
) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (sections ?? [])
    .filter((s) => !section || s.id === section)
    .flatMap((s) =>
      s.chapters.map((c) => {
        const count = counts?.find((item) => item.chapterId === c.id);
        return {
          value: c.id,
          label: `${c.chapterNo}. ${pickText(c.title, language)} (${t('admin.questions.chapterCounts', {
            approved: count?.approved ?? 0,
            unapproved: count?.unapproved ?? 0,
          })})`,
        };
      }),
    );
}
