import type { SubjectView } from '../../common/catalog';
import type { Language, Me } from '../../common/profile';
import { currentLanguage } from '../i18n/i18n';

export interface Choice {
  category: string | null;
  subject: string | null;
  locale: Language;
}

export function categoriesOf(subjects: SubjectView[]) {
  const seen = new Map<string, SubjectView['category']>();
  for (const subject of subjects) seen.set(subject.category.id, subject.category);
  return [...seen.values()];
}

/**
 * Starts from a subject asked for in the address (`wanted`, when it is offered), else the profile's saved choice
 * when it still exists, else the first category and its first subject.
 */
export function initialChoice(subjects: SubjectView[], defaults: Me['defaults'], wanted: string | null = null): Choice {
  const asked = subjects.find((item) => item.id === wanted);
  const categories = categoriesOf(subjects);
  const category =
    asked?.category.id ?? categories.find((item) => item.id === defaults.category)?.id ?? categories[0]?.id ?? null;
  const inCategory = subjects.filter((subject) => subject.category.id === category);
  const subject = asked ?? inCategory.find((item) => item.id === defaults.subject) ?? inCategory[0];
  return {
    category,
    subject: subject?.id ?? null,
    locale: defaults.locale ?? subject?.defaultLanguage ?? currentLanguage(),
  };
}
