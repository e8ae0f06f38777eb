import type { Translate } from '../i18n/i18n';
import type { QuestionSettingsProps } from './QuestionSettings';

/**
 * The labels as a teacher's question-copy editors word them: a practice's copy (review) and an assignment's
 * (assignments) are the same editor to the teacher, so they say the same.
 */
export const questionCopyLabels = (t: Translate): QuestionSettingsProps['labels'] => ({
  type: t('questionCopy.type'),
  types: { mc: t('practice.types.mc'), short: t('practice.types.short'), long: t('practice.types.long') },
  level: t('questionCopy.level'),
  // One scale for difficulty (issue 26.9): the practice and assignment forms' words.
  levels: { 1: t('practice.levels.1'), 2: t('practice.levels.2'), 3: t('practice.levels.3') },
  totalScore: t('questionCopy.totalScore'),
  mcScore: t('questionCopy.mcScore'),
  scoreRange: t('questionCopy.scoreRange'),
  correctAns: t('questionCopy.correctAns'),
});
