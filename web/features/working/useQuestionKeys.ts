import { useEffect, useLayoutEffect, useRef } from 'react';
import { type OptionKey, optionKeys } from '../../../common/catalog';
import type { PracticeQuestionView } from '../../../common/practice';

/** Keys typed into a field belong to the field. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || target instanceof HTMLInputElement
  );
}

interface QuestionKeysOptions {
  questionNo: number;
  questions: readonly PracticeQuestionView[];
  /** a dialog or drawer is open, or the time is up */
  isBlocked: boolean;
  onGo: (questionNo: number) => void;
  onPick: (questionNo: number, option: OptionKey) => void;
}

/**
 * The working screen's keyboard: left and right move between questions, a to d pick an MC option. Never while
 * typing in a field, while an input method composes (isComposing, keyCode 229), with a modifier, or in a dialog.
 * Keys can come faster than the router renders, so a press acts on the question the last press went to.
 */
export function useQuestionKeys(options: QuestionKeysOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const pendingTarget = useRef<number | null>(null);

  useEffect(() => {
    if (pendingTarget.current === options.questionNo) pendingTarget.current = null;
  }, [options.questionNo]);

  // Listening from the commit, not after the paint: a key pressed the moment the question shows (a fast student, a
  // browser test) would otherwise reach the page before a passive effect had attached the listener, and be lost.
  useLayoutEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing || event.keyCode === 229) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const { questionNo, questions, isBlocked, onGo, onPick } = latest.current;
      if (isBlocked || isTypingTarget(event.target)) return;
      const currentNo = pendingTarget.current ?? questionNo;
      const at = questions.findIndex((item) => item.questionNo === currentNo);
      const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      if (step !== 0) {
        const target = questions[at + step];
        if (!target) return;
        event.preventDefault();
        pendingTarget.current = target.questionNo;
        onGo(target.questionNo);
        return;
      }
      const current = questions[at];
      if (current?.type !== 'mc' || event.shiftKey) return;
      const option = optionKeys.find((key) => key === event.key.toLowerCase());
      if (option) {
        event.preventDefault();
        onPick(current.questionNo, option);
      }
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
}
