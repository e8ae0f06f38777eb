import { NativeSelect } from '@mantine/core';
import { levels, questionTypes } from '../../../../common/catalog';
import { pickText } from '../../../../common/i18n';
import { type PracticeView, ReplaceQuestionBody } from '../../../../common/practice';
import { DialogForm, TargetDialog } from '../../../components/Dialog';
import { SegmentedField } from '../../../components/SegmentedField';
import { useTranslation } from '../../../i18n/i18n';
import { isApiError, useErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useFormFields } from '../../../lib/useFormFields';
import { useReplaceQuestion } from '../api';

interface ReplaceDialogProps {
  practice: PracticeView;
  questionNo: number | null;
  onClose: () => void;
}

/** Change a question for another from the bank: chapter (of the paper), type and level, all required. */
export function ReplaceDialog({ practice, questionNo, onClose }: ReplaceDialogProps) {
  const { t } = useTranslation();
  return (
    <TargetDialog target={questionNo} onClose={onClose} title={t('solution.replace.title')}>
      {(target) => <ReplaceForm practice={practice} questionNo={target} onDone={onClose} />}
    </TargetDialog>
  );
}

function ReplaceForm({
  practice,
  questionNo,
  onDone,
}: {
  practice: PracticeView;
  questionNo: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const replace = useReplaceQuestion(practice.id);
  const current = practice.questions.find((question) => question.questionNo === questionNo);
  const form = useFormFields({
    chapterId: current?.chapterId ?? '',
    type: current?.type ?? '',
    level: current ? String(current.level) : '',
  });
  const replaceError = () => {
    if (!replace.isError) return null;
    return isApiError(replace.error, 'not_enough_questions')
      ? t('solution.replace.notEnough')
      : errorText(replace.error);
  };

  const handleSubmit = () => {
    const { level } = form.values;
    const body = form.check(ReplaceQuestionBody, { ...form.values, level: level === '' ? Number.NaN : Number(level) });
    if (!body) return;
    replace.mutate(
      { questionNo, body },
      {
        onSuccess: () => {
          notifySuccess(t('solution.replace.done'));
          onDone();
        },
      },
    );
  };

  return (
    <DialogForm
      intro={t('solution.replace.intro')}
      error={replaceError()}
      submitLabel={t('solution.replace.submit')}
      isPending={replace.isPending}
      onSubmit={handleSubmit}
    >
      <ReplaceFields practice={practice} form={form} />
    </DialogForm>
  );
}

type ReplaceFormFields = ReturnType<typeof useFormFields<{ chapterId: string; type: string; level: string }>>;

/** The chapter (of the paper's), the type and the level of the question wanted instead. */
function ReplaceFields({ practice, form }: { practice: PracticeView; form: ReplaceFormFields }) {
  const { t } = useTranslation();
  const { chapterId, type, level } = form.values;
  const set = (field: 'chapterId' | 'type' | 'level') => (value: string) =>
    form.setValues((values) => ({ ...values, [field]: value }));
  return (
    <>
      <NativeSelect
        label={t('solution.replace.chapter')}
        value={chapterId}
        onChange={(event) => set('chapterId')(event.currentTarget.value)}
        error={form.message('chapterId')}
        required
        data={[
          ...(chapterId ? [] : [{ value: '', label: t('solution.replace.chooseChapter'), disabled: true }]),
          ...practice.chapters.map((chapter) => ({
            value: chapter.id,
            label: `${chapter.chapterNo}. ${pickText(chapter.title, practice.locale)}`,
          })),
        ]}
      />
      <SegmentedField
        label={t('solution.replace.type')}
        error={form.message('type')}
        required
        value={type}
        onChange={set('type')}
        data={questionTypes.map((item) => ({ value: item, label: t(`practice.typesShort.${item}`) }))}
      />
      <SegmentedField
        label={t('solution.replace.level')}
        error={form.message('level')}
        required
        value={level}
        onChange={set('level')}
        data={levels.map((item) => ({ value: String(item), label: t(`practice.levels.${item}`) }))}
      />
    </>
  );
}
