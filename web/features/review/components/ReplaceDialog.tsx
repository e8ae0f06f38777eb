import { Input, NativeSelect, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { levels, questionTypes } from '../../../../common/catalog';
import { pickText } from '../../../../common/i18n';
import { type PracticeView, ReplaceQuestionBody } from '../../../../common/practice';
import { Dialog, DialogForm } from '../../../components/Dialog';
import { useTranslation } from '../../../i18n/i18n';
import { isApiError, useErrorText } from '../../../lib/api';
import { type FieldErrors, validateForm } from '../../../lib/formErrors';
import { notifySuccess } from '../../../lib/notify';
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
    <Dialog opened={questionNo !== null} onClose={onClose} title={t('solution.replace.title')}>
      {questionNo !== null && <ReplaceForm practice={practice} questionNo={questionNo} onDone={onClose} />}
    </Dialog>
  );
}

type Field = 'chapterId' | 'type' | 'level';

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
  const [chapterId, setChapterId] = useState(current?.chapterId ?? '');
  const [type, setType] = useState<string>(current?.type ?? '');
  const [level, setLevel] = useState<string>(current ? String(current.level) : '');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const fieldError = (field: Field) => (errors[field] ? t(`errors.${errors[field]}`) : null);
  const replaceError = () => {
    if (!replace.isError) return null;
    return isApiError(replace.error, 'not_enough_questions')
      ? t('solution.replace.notEnough')
      : errorText(replace.error);
  };

  const handleSubmit = () => {
    const result = validateForm(ReplaceQuestionBody, {
      chapterId,
      type,
      level: level === '' ? Number.NaN : Number(level),
    });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    replace.mutate(
      { questionNo, body: result.data },
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
      <NativeSelect
        label={t('solution.replace.chapter')}
        value={chapterId}
        onChange={(event) => setChapterId(event.currentTarget.value)}
        error={fieldError('chapterId')}
        required
        data={[
          ...(chapterId ? [] : [{ value: '', label: t('solution.replace.chooseChapter'), disabled: true }]),
          ...practice.chapters.map((chapter) => ({
            value: chapter.id,
            label: `${chapter.chapterNo}. ${pickText(chapter.title, practice.locale)}`,
          })),
        ]}
      />
      <Input.Wrapper label={t('solution.replace.type')} labelElement="div" error={fieldError('type')} required>
        <SegmentedControl
          aria-label={t('solution.replace.type')}
          fullWidth
          value={type}
          onChange={setType}
          data={questionTypes.map((item) => ({ value: item, label: t(`practice.typesShort.${item}`) }))}
        />
      </Input.Wrapper>
      <Input.Wrapper label={t('solution.replace.level')} labelElement="div" error={fieldError('level')} required>
        <SegmentedControl
          aria-label={t('solution.replace.level')}
          fullWidth
          value={level}
          onChange={setLevel}
          data={levels.map((item) => ({ value: String(item), label: t(`practice.levels.${item}`) }))}
        />
      </Input.Wrapper>
    </DialogForm>
  );
}
