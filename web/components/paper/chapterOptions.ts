import type { SectionView } from '../../../common/catalog';
import { pickText } from '../../../common/i18n';
import type { Language } from '../../../common/profile';

/** A subject's chapters as a select's groups, one per section ("3. Linear equations"); empty sections left out. */
export function chapterOptions(sections: readonly SectionView[], locale: Language) {
  return sections.flatMap((section) =>
    section.chapters.length === 0
      ? []
      : [
          {
            group: pickText(section.title, locale),
            items: section.chapters.map((chapter) => ({
              value: chapter.id,
              label: `${chapter.chapterNo}. ${pickText(chapter.title, locale)}`,
            })),
          },
        ],
  );
}
