import { Alert, Button, Stack } from '@mantine/core';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AssignmentMode, CreateAssignmentBody } from '../../../../../common/assignments';
import { ChapterSection } from '../../../../components/paper/ChapterSection';
import { FooterRow, FooterSummary, PaperFormFooter } from '../../../../components/paper/PaperFormFooter';
import { SubjectPicker } from '../../../../components/paper/SubjectPicker';
import { useTranslation } from '../../../../i18n/i18n';
import { useNavigate } from '../../../../lib/router';
import { useCreateAssignment } from '../../api';
import { MockPaperChoice } from './MockPaperChoice';
import { PaperSettings } from './PaperSettings';
import { UpgradeLink } from './UpgradeLink';
import { type AssignmentFormOptions, useAssignmentForm } from './useAssignmentForm';

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

interface AssignmentFormProps extends AssignmentFormOptions {
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
export function AssignmentForm(props: AssignmentFormProps) {
  const { mode, subjects, studentIds, guardStudents, renderAction, intro } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAssignment();
  const form = useAssignmentForm(props);
  const isBank = mode === 'bank';
  const isMock = mode === 'mock';

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    // A tab with its own action starts from its own button; Enter in a field does not send the bank's request.
    if (renderAction) return;
    const body = form.getBody();
    if (!body) return;
    guardStudents(() =>
      create.mutate(body, {
        onSuccess: ({ id }) => navigate(`/app/confirm-assignment/${id}`),
        onError: form.showError,
      }),
    );
  }

  const summary = <CreateSummary mode={mode} questionCount={form.questionCount} studentCount={studentIds.length} />;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <SubjectPicker
          subjects={subjects}
          choice={form.choice}
          localeLabel={t('create.locale')}
          error={form.fieldError('subjectId')}
          onChange={form.chooseSubject}
        />
        {intro}
        {mode === 'blank' && <BlankIntro />}
        {isMock && (
          <MockPaperChoice
            subjectId={form.choice.subject}
            value={form.mockPaperId}
            onChange={form.chooseMockPaper}
            error={form.fieldError('mockPaperId')}
            questionsLimit={form.questionsLimit}
          />
        )}
        <PaperSettings
          withCounts={isBank}
          withTimeLimit={!isMock}
          value={form.settings}
          questionsLimit={form.questionsLimit}
          errorOf={form.fieldError}
          onChange={form.changeSettings}
        />
        {(isBank || isMock) && (
          <ChapterSection
            subjectId={form.choice.subject}
            locale={form.choice.locale}
            selected={form.chapters}
            onChange={form.changeChapters}
            error={form.fieldError('chapterIds')}
          />
        )}
        <PaperFormFooter error={form.firstError} errorAction={form.needsPremium && <UpgradeLink />}>
          {renderAction ? (
            renderAction({ summary, getBody: form.getBody, onError: form.showError, guardStudents })
          ) : (
            <FooterRow summary={summary}>
              <CreateButton isPending={create.isPending} />
            </FooterRow>
          )}
        </PaperFormFooter>
      </Stack>
    </form>
  );
}

function CreateButton({ isPending }: { isPending: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" rightSection={<IconArrowRight size={18} />} loading={isPending} style={{ flexShrink: 0 }}>
      {t('create.submit')}
    </Button>
  );
}

function BlankIntro() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
      {t('create.blank.intro')}
    </Alert>
  );
}

interface CreateSummaryProps {
  mode: AssignmentMode;
  questionCount: number;
  studentCount: number;
}

/** "N questions for M students" (a blank paper or a mock: "for M students"). */
function CreateSummary({ mode, questionCount, studentCount }: CreateSummaryProps) {
  const { t } = useTranslation();
  return (
    <FooterSummary>
      {mode === 'bank'
        ? t('create.summary', { count: questionCount, students: studentCount })
        : t(`create.${mode}.summary`, { students: studentCount })}
    </FooterSummary>
  );
}
