import { useState } from 'react';
import { type AssignmentMode, CreateAssignmentBody, defaultAssignmentCounts } from '../../../../../common/assignments';
import type { SubjectView } from '../../../../../common/catalog';
import type { Me } from '../../../../../common/profile';
import { asCount, dueDateOfDay } from '../../../../components/assignments/form';
import { notEnoughText } from '../../../../components/paper/notEnough';
import { useTranslation } from '../../../../i18n/i18n';
import { isApiError, useErrorText } from '../../../../lib/api';
import { type Choice, initialChoice } from '../../../../lib/choice';
import { type FieldErrors, fieldErrorFromServer, validateForm } from '../../../../lib/formErrors';
import { useMe } from '../../../../lib/me';
import { useIsCoveredBySchool } from '../../../../lib/roster';
import { newPaperSettings, type PaperSettingsValue, type SettingsField } from './PaperSettings';

export type AssignmentField = SettingsField | 'subjectId' | 'mockPaperId' | 'chapterIds' | 'locale' | 'studentIds';

export interface AssignmentFormOptions {
  mode: AssignmentMode;
  subjects: SubjectView[];
  defaults: Me['defaults'];
  studentIds: string[];
  /** the school it is set in the name of, or null */
  schoolId: string | null;
  /** the server said a chosen student cannot be assigned: the student panel shows it */
  onInvalidStudents: () => void;
}

// The fields in the order the footer reports them: the first error is the one nearest the top.
const fieldsInOrder: AssignmentField[] = [
  'subjectId',
  'mockPaperId',
  'chapterIds',
  'noOfMCQuestions',
  'noOfShortQuestions',
  'noOfLongQuestions',
  'timeLimit',
  'dueDate',
  'remark',
];

// A refused request about one field shows on that field.
const fieldOfCode = {
  invalid_chapters: 'chapterIds',
  mock_paper_not_found: 'mockPaperId',
  invalid_subject: 'subjectId',
  subject_not_found: 'subjectId',
  invalid_count: 'noOfMCQuestions',
  invalid_time_limit: 'timeLimit',
  invalid_due_date: 'dueDate',
  invalid_remark: 'remark',
} as const;

/** The form's values as the schema reads them; a blank paper sends no chapters and no counts. */
function bodyOf(
  mode: AssignmentMode,
  choice: Choice,
  chapters: ReadonlySet<string>,
  settings: PaperSettingsValue,
  studentIds: string[],
  schoolId: string | null,
) {
  const isBank = mode === 'bank';
  return {
    mode,
    subjectId: choice.subject ?? '',
    chapterIds: mode !== 'blank' ? [...chapters] : [],
    locale: choice.locale,
    difficulty: settings.difficulty,
    noOfMCQuestions: isBank ? asCount(settings.mc) : 0,
    noOfShortQuestions: isBank ? asCount(settings.short) : 0,
    noOfLongQuestions: isBank ? asCount(settings.long) : 0,
    timeLimit: settings.timeLimit === '' ? Number.NaN : Number(settings.timeLimit),
    // The picker offers no past day; the server checks the moment against its own clock.
    dueDate: dueDateOfDay(settings.dueDay) ?? Number.NaN,
    studentIds,
    remark: settings.remark,
    shuffleOptions: settings.shuffleOptions,
    schoolId,
  };
}

/**
 * The create form's state: subject, chapters and settings, checked by the shared schema into the request's body, and
 * a refused request shown where it belongs (a field, the student panel, or the footer with an upgrade link).
 */
export function useAssignmentForm(options: AssignmentFormOptions) {
  const { mode, subjects, defaults, studentIds, schoolId, onInvalidStudents } = options;
  const [choice, setChoice] = useState(() => initialChoice(subjects, defaults));
  const [chapters, setChapters] = useState<ReadonlySet<string>>(new Set());
  const mock = useMockPaperChoice(mode);
  // A free plan's first assignment must succeed with the form as it opens: its counts fit the plan's limit. In the
  // name of a school whose plan covers it, no free limit applies (the server's rule), so none is shown or kept to.
  const ownLimit = useMe().data?.freeLimit?.questionsPerAssignment ?? null;
  const questionsLimit = useIsCoveredBySchool(schoolId) ? null : ownLimit;
  const [settings, setSettings] = useState<PaperSettingsValue>(() =>
    newPaperSettings(defaultAssignmentCounts(questionsLimit)),
  );
  const feedback = useAssignmentErrors(onInvalidStudents);
  const { clearErrors } = feedback;

  function getBody(): CreateAssignmentBody | null {
    clearErrors();
    const result = validateForm(CreateAssignmentBody, {
      ...bodyOf(mode, choice, chapters, settings, studentIds, schoolId),
      ...mock.fields,
    });
    if (!result.ok) {
      feedback.setErrors(result.errors);
      return null;
    }
    return result.data;
  }

  function chooseSubject(next: Choice) {
    if (next.subject !== choice.subject) {
      setChapters(new Set());
      mock.choose(null);
    }
    setChoice(next);
    clearErrors();
  }

  function changeSettings(next: Partial<PaperSettingsValue>) {
    setSettings((current) => ({ ...current, ...next }));
    clearErrors();
  }

  function changeChapters(next: ReadonlySet<string>) {
    setChapters(next);
    clearErrors();
  }

  const isBank = mode === 'bank';
  const questionCount = isBank ? asCount(settings.mc) + asCount(settings.short) + asCount(settings.long) : 0;
  const { needsPremium, fieldError, firstError, showError } = feedback;
  return {
    ...{ choice, chapters, settings, questionCount, questionsLimit, getBody, chooseSubject, changeSettings },
    changeChapters,
    ...{ needsPremium, fieldError, firstError, showError },
    mockPaperId: mock.paperId,
    chooseMockPaper: (paperId: string) => {
      mock.choose(paperId);
      clearErrors();
    },
  };
}

/**
 * The mock tab's paper (issue 28.8), sent as mockPaperId; the server gives it the paper's own time, so the time the
 * body carries is only the schema's (the form shows no time limit for it).
 */
function useMockPaperChoice(mode: AssignmentMode) {
  const [paperId, setPaperId] = useState<string | null>(null);
  const fields = { mockPaperId: mode === 'mock' ? (paperId ?? undefined) : undefined };
  return { paperId, choose: setPaperId, fields };
}

/** The form's errors: on its fields, one for the whole form (the first shown in the footer), and the upgrade link. */
function useAssignmentErrors(onInvalidStudents: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [errors, setErrors] = useState<FieldErrors<AssignmentField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [needsPremium, setNeedsPremium] = useState(false);

  function clearErrors() {
    setErrors({});
    setFormError(null);
    setNeedsPremium(false);
  }

  function showError(error: unknown) {
    if (isApiError(error, 'invalid_students')) {
      onInvalidStudents();
      return;
    }
    const isLimit = isApiError(error, 'free_limit_assignments') || isApiError(error, 'free_limit_assignment_questions');
    setNeedsPremium(isLimit);
    const onField = isLimit ? null : fieldErrorFromServer<AssignmentField>(error, fieldOfCode);
    if (onField) setErrors(onField);
    else setFormError((!isLimit && notEnoughText(t, error)) || errorText(error));
  }

  const fieldError = (field: AssignmentField) => (errors[field] ? t(`errors.${errors[field]}`) : null);
  const firstError = formError ?? fieldsInOrder.map(fieldError).find((text) => text !== null) ?? null;
  return { setErrors, clearErrors, showError, needsPremium, fieldError, firstError };
}
