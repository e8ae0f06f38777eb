import { useQuery } from '@tanstack/react-query';
import { pickText } from '../../../../../common/i18n';
import type { Language } from '../../../../../common/profile';
import { useTranslation } from '../../../../i18n/i18n';
import { subjectChaptersQuery } from '../../resultsApi';

/**
 * "1.2 Straight lines" for a chapter id of the subject, in the paper's language (its questions are in it, so its
 * chapters are too), else the interface's; the id itself while the chapters load or if one is gone.
 */
export function useChapterNames(subjectId: string, locale?: Language): (chapterId: string) => string {
  const { language: interfaceLanguage } = useTranslation();
  const language = locale ?? interfaceLanguage;
  const sections = useQuery(subjectChaptersQuery(subjectId));
  const names = new Map<string, string>();
  for (const section of sections.data ?? [])
    for (const chapter of section.chapters)
      names.set(chapter.id, `${chapter.chapterNo} ${pickText(chapter.title, language)}`.trim());
  return (chapterId) => names.get(chapterId) ?? chapterId;
}
