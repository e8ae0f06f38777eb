import { Stack, Textarea } from '@mantine/core';
import { type OptionKey, optionKeys } from '../../../../../common/catalog';
import { AiAnswerPhotoButton } from '../../../../components/ai/AiAnswerPhotoButton';
import { QuestionSettings, type QuestionSettingsValue } from '../../../../components/QuestionSettings';
import { questionCopyLabels } from '../../../../components/questionCopyLabels';
import { useTranslation } from '../../../../i18n/i18n';

export interface QuestionDraft extends QuestionSettingsValue {
  question: string;
  solution: string;
  options: Record<OptionKey, string>;
}

export const emptyOptions: Record<OptionKey, string> = { a: '', b: '', c: '', d: '' };

interface QuestionFieldsProps {
  value: QuestionDraft;
  onChange: (change: Partial<QuestionDraft>) => void;
  disabled?: boolean;
  /** the question's text is required (a new question) */
  questionError?: string | null;
}

/**
 * A question's settings and texts (Markdown with $LaTeX$), as the teacher's practice-copy editor shows them: the
 * shared QuestionSettings and its texts. Editing a copy and writing a new question both use it.
 */
export function QuestionFields({ value, onChange, disabled = false, questionError }: QuestionFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <QuestionSettings
        value={value}
        disabled={disabled}
        onChange={(change) =>
          // An MC question needs an answer: switching to MC picks A until the teacher chooses.
          onChange(change.type === 'mc' && value.correctAns === null ? { ...change, correctAns: 'a' } : change)
        }
        labels={questionCopyLabels(t)}
      />
      <Textarea
        label={t('questionCopy.question')}
        description={t('confirm.markdownHint')}
        value={value.question}
        onChange={(event) => onChange({ question: event.currentTarget.value })}
        autosize
        minRows={3}
        maxRows={12}
        disabled={disabled}
        error={questionError}
      />
      {!disabled && (
        <AiAnswerPhotoButton
          onText={(text) =>
            onChange({ question: value.question.trim() === '' ? text : `${value.question}\n\n${text}` })
          }
        />
      )}
      {value.type === 'mc' &&
        optionKeys.map((key) => (
          <Textarea
            key={key}
            label={t('questionCopy.option', { key: key.toUpperCase() })}
            value={value.options[key]}
            onChange={(event) => onChange({ options: { ...value.options, [key]: event.currentTarget.value } })}
            autosize
            minRows={1}
            maxRows={6}
            disabled={disabled}
          />
        ))}
      <Textarea
        label={t('questionCopy.solution')}
        value={value.solution}
        onChange={(event) => onChange({ solution: event.currentTarget.value })}
        autosize
        minRows={3}
        maxRows={12}
        disabled={disabled}
      />
    </Stack>
  );
}
