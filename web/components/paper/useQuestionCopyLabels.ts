import { useTranslation } from '../../i18n/i18n';

/**
 * The labels of QuestionSettings where a teacher edits a paper's own copy of a question: a student's paper
 * (features/review) and an assignment's (features/assignments) say it the same way.
 */
export function useQuestionCopyLabels() {
  const { t } = useTranslation();
  return {
    type: t('questionCopy.type'),
    types: { mc: t('practice.types.mc'), short: t('practice.types.short'), long: t('practice.types.long') },
    level: t('questionCopy.level'),
    totalScore: t('questionCopy.totalScore'),
    mcScore: t('questionCopy.mcScore'),
    scoreRange: t('questionCopy.scoreRange'),
    correctAns: t('questionCopy.correctAns'),
  };
}
