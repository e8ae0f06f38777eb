import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type AssignmentMode, CreateAssignmentBody } from '../../../../../common/assignments';
import type { SubjectView } from '../../../../../common/catalog';
import type { Me } from '../../../../../common/profile';
import { asCount, dueDateOfDay } from '../../../../components/assignments/form';
import { ChapterSection } from '../../../../components/paper/ChapterSection';
import { notEnoughText } from '../../../../components/paper/notEnough';
import { PaperFormFooter } from '../../../../components/paper/PaperFormFooter';
import { SubjectPicker } from '../../../../components/paper/SubjectPicker';
import { useTranslation } from '../../../../i18n/i18n';
import { isApiError, useErrorText } from '../../../../lib/api';
import { initialChoice } from '../../../../lib/choice';
import { type FieldErrors, fieldErrorFromServer, validateForm } from '../../../../lib/formErrors';
import { useNavigate } from '../../../../lib/router';
import { useCreateAssignment } from '../../api';
import { newPaperSettings, PaperSettings, type PaperSettingsValue, type SettingsField } from './PaperSettings';
import { UpgradeLink } from './UpgradeLink';

type Field = SettingsField | 'subjectId' | 'chapterIds' | 'locale' | 'studentIds';

/**
 * What a tab that writes the paper another way (AI) puts in the form's footer instead of the create button. The form
 * keeps its fields, checks and error display; the tab sends the request itself and shows its own progress.
 */
export interface FormActionParts {
  /** the form's line "N questions for M students" */
  summary: ReactNode;
  /** checks the form: the bank body, or null after showing the errors on the fields */
  getBody: () => CreateAssignmentBody | null;
  /** shows a refused request as the form does its own (on a field, the student panel, or with an upgrade link) */
  onError: (error: unknown) => void;
  /** the no-student confirm of the page, around the tab's request */
  guardStudents: (create: () => void) => void;
}

interface AssignmentFormProps {
  mode: AssignmentMode;
  subjects: SubjectView[];
  defaults: Me['defaults'];
  studentIds: string[];
  /** the server said a chosen student cannot be assigned: the student panel shows it */
  onInvalidStudents: () => void;
  /** runs `create` at once, or after the teacher confirms an assignment for no student */
  guardStudents: (create: () => void) => void;
  /** replaces the create button (the AI tab's generate button and progress) */
  renderAction?: (parts: FormActionParts) => ReactNode;
  /** a note above the settings (the AI tab's) */
  intro?: ReactNode;
}

/**
 * The "from the bank" and "blank" tabs of create-assignment: subject, language, chapters (required from the bank),
 * difficulty and counts (from the bank), time limit, due date and remark. The shared schema checks it before it is
 * sent; the server draws the questions, creates the assignment unpublished, and the confirm page opens on it.
 */
export function AssignmentForm({
  mode,
  subjects,
  defaults,
  studentIds,
  onInvalidStudents,
  guardStudents,
  renderAction,
  intro,
}: AssignmentFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const create = useCreateAssignment();
  const [choice, setChoice] = useState(() => initialChoice(subjects, defaults));
  const [chapters, setChapters] = useState<ReadonlySet<string>>(new Set());
  const [settings, setSettings] = useState<PaperSettingsValue>(() => newPaperSettings({ mc: 10, short: 2, long: 1 }));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [needsPremium, setNeedsPremium] = useState(false);
  const isBank = mode === 'bank';

  function clearErrors() {
    setErrors({});
    setFormError(null);
    setNeedsPremium(false);
  }

  function getBody(): CreateAssignmentBody | null {
    clearErrors();
    const result = validateForm(CreateAssignmentBody, {
      mode,
      subjectId: choice.subject ?? '',
      chapterIds: isBank ? [...chapters] : [],
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
    });
    if (!result.ok) {
      setErrors(result.errors);
      return null;
    }
    return result.data;
  }

  function showError(error: unknown) {
    if (isApiError(error, 'invalid_students')) {
      onInvalidStudents();
      return;
    }
    if (isApiError(error, 'free_limit_assignments') || isApiError(error, 'free_limit_questions')) {
      setNeedsPremium(true);
      setFormError(errorText(error));
      return;
    }
    const notEnough = notEnoughText(t, error);
    if (notEnough) {
      setFormError(notEnough);
      return;
    }
    const onField = fieldErrorFromServer<Field>(error, {
      invalid_chapters: 'chapterIds',
      invalid_subject: 'subjectId',
      subject_not_found: 'subjectId',
      invalid_count: 'noOfMCQuestions',
      invalid_time_limit: 'timeLimit',
      invalid_due_date: 'dueDate',
      invalid_remark: 'remark',
    });
    if (onField) setErrors(onField);
    else setFormError(errorText(error));
  }

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    // A tab with its own action starts from its own button; Enter in a field does not send the bank's request.
    if (renderAction) return;
    const body = getBody();
    if (!body) return;
    guardStudents(() =>
      create.mutate(body, {
        onSuccess: ({ id }) => navigate(`/app/confirm-assignment/${id}`),
        onError: showError,
      }),
    );
  }

  const fieldError = (field: Field) => (errors[field] ? t(`errors.${errors[field]}`) : null);
  const firstError =
    formError ??
    fieldError('subjectId') ??
    fieldError('chapterIds') ??
    fieldError('noOfMCQuestions') ??
    fieldError('noOfShortQuestions') ??
    fieldError('noOfLongQuestions') ??
    fieldError('timeLimit') ??
    fieldError('dueDate') ??
    fieldError('remark');
  const questionCount = isBank ? asCount(settings.mc) + asCount(settings.short) + asCount(settings.long) : 0;
  const summary = (
    <Text size="sm" c="dimmed" miw={0}>
      {isBank
        ? t('create.summary', { count: questionCount, students: studentIds.length })
        : t('create.blank.summary', { students: studentIds.length })}
    </Text>
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <SubjectPicker
          subjects={subjects}
          choice={choice}
          localeLabel={t('create.locale')}
          error={fieldError('subjectId')}
          onChange={(next) => {
            if (next.subject !== choice.subject) setChapters(new Set());
            setChoice(next);
            clearErrors();
          }}
        />
        {intro}
        {!isBank && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('create.blank.intro')}
          </Alert>
        )}
        <PaperSettings
          withCounts={isBank}
          value={settings}
          errorOf={fieldError}
          onChange={(next) => {
            setSettings((current) => ({ ...current, ...next }));
            clearErrors();
          }}
        />
        {isBank && (
          <ChapterSection
            subjectId={choice.subject}
            locale={choice.locale}
            selected={chapters}
            onChange={(next) => {
              setChapters(next);
              clearErrors();
            }}
            error={fieldError('chapterIds')}
          />
        )}
        <PaperFormFooter error={firstError} errorAction={needsPremium && <UpgradeLink />}>
          {renderAction ? (
            renderAction({ summary, getBody, onError: showError, guardStudents })
          ) : (
            <Group justify="space-between" wrap="nowrap" gap="sm">
              {summary}
              <Button
                type="submit"
                rightSection={<IconArrowRight size={18} />}
                loading={create.isPending}
                style={{ flexShrink: 0 }}
              >
                {t('create.submit')}
              </Button>
            </Group>
          )}
        </PaperFormFooter>
      </Stack>
    </form>
  );
}
