import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type KeyboardEvent, Suspense, useRef } from 'react';
import { optionKeys } from '../../../../common/catalog';
import type { PracticeQuestionView } from '../../../../common/practice';
import { PRACTICE_LIMITS } from '../../../../common/practice-rules';
import { RichHtml } from '../../../components/RichHtml';
import { loadTexts, useTranslation } from '../../../i18n/i18n';
import { useLoadOnFirstUse } from '../../../lib/firstUse';
import { lazyWithPreload } from '../../../lib/lazyWithPreload';

// Reading an answer from a photo needs the network anyway: its button comes with the first written question, not in
// the paper's first load, and is simply absent while it cannot load.
const AiAnswerPhotoButton = lazyWithPreload(async () => {
  const [module] = await Promise.all([import('../../../components/ai/AiAnswerPhotoButton'), loadTexts(['ai'])]);
  return module.AiAnswerPhotoButton;
});

function PhotoButton(props: { practiceId: string; questionNo: number; onText: (text: string) => void }) {
  const { ready } = useLoadOnFirstUse(AiAnswerPhotoButton.preload, true);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <AiAnswerPhotoButton
        target={{ practiceId: props.practiceId, questionNo: props.questionNo }}
        onText={props.onText}
      />
    </Suspense>
  );
}

interface AnswerInputProps {
  question: PracticeQuestionView;
  value: string;
  /** `isFinal` is false while an input method is still composing: the text shows, but is not saved yet */
  onChange: (value: string, isFinal: boolean) => void;
  /** offers "read my answer from a photo" on written questions (an open paper of the student's own) */
  practiceId?: string;
}

/** An MC question's four options, or a text box for short and long answers. */
export function AnswerInput({ question, value, onChange, practiceId }: AnswerInputProps) {
  if (question.type === 'mc' && question.options) {
    return <OptionList question={question} value={value} onChange={(ans) => onChange(ans, true)} />;
  }
  return (
    <>
      <WrittenAnswer question={question} value={value} onChange={onChange} />
      {practiceId && (
        <PhotoButton
          practiceId={practiceId}
          questionNo={question.questionNo}
          onText={(text) => onChange(value.trim() === '' ? text : `${value}\n${text}`, true)}
        />
      )}
    </>
  );
}

function OptionList({
  question,
  value,
  onChange,
}: {
  question: PracticeQuestionView;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const options = question.options;
  if (!options) return null;

  // Up and down move between the options; left and right stay with the screen (previous and next question).
  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowDown' ? 1 : optionKeys.length - 1)) % optionKeys.length;
    refs.current[next]?.focus();
  }

  return (
    <Stack gap="sm" role="radiogroup" aria-label={t('working.answer.options', { no: question.questionNo })}>
      {optionKeys.map((key, index) => {
        const isChecked = value === key;
        return (
          <Radio.Card
            key={key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            checked={isChecked}
            onClick={() => onChange(isChecked ? '' : key)}
            onKeyDown={(event) => handleKeyDown(event, index)}
            aria-keyshortcuts={key}
            radius="md"
            p="sm"
            data-option={key}
            style={{
              borderColor: isChecked ? 'var(--mantine-color-lagoon-6)' : undefined,
              background: isChecked ? 'var(--mantine-color-lagoon-0)' : undefined,
              borderWidth: isChecked ? 2 : 1,
            }}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator checked={isChecked} mt={2} />
              <Text component="span" fw={700} w={18} style={{ flexShrink: 0 }}>
                {key.toUpperCase()}
              </Text>
              <RichHtml html={options[key]} inline component="span" style={{ flex: 1, minWidth: 0 }} />
            </Group>
          </Radio.Card>
        );
      })}
    </Stack>
  );
}

function WrittenAnswer({ question, value, onChange }: AnswerInputProps) {
  const { t } = useTranslation();
  const isLong = question.type === 'long';
  return (
    <Textarea
      label={t(isLong ? 'working.answer.long' : 'working.answer.short')}
      description={t('working.answer.writtenHint')}
      value={value}
      onChange={(event) => {
        const native = event.nativeEvent;
        const isComposing = native instanceof InputEvent && native.isComposing;
        onChange(event.currentTarget.value, !isComposing);
      }}
      // Chrome sends the last input event before compositionend on some IMEs: save the committed text here too.
      onCompositionEnd={(event) => onChange(event.currentTarget.value, true)}
      onKeyDown={(event) => {
        // Enter and Escape belong to the input method while it composes: nothing else may act on them.
        if (event.nativeEvent.isComposing || event.keyCode === 229) event.stopPropagation();
      }}
      autosize
      minRows={isLong ? 8 : 3}
      maxRows={isLong ? 24 : 10}
      maxLength={PRACTICE_LIMITS.answer.max}
      styles={{ input: { fontSize: 'var(--mantine-font-size-md)', lineHeight: 1.6 } }}
    />
  );
}
