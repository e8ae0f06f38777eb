import { render, renderHook } from '@testing-library/react';
import { createElement, Fragment, useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PracticeQuestionView } from '../../../common/practice';
import { useQuestionKeys } from './useQuestionKeys';

const questions = [
  { questionNo: 1, type: 'mc' },
  { questionNo: 2, type: 'mc' },
  { questionNo: 3, type: 'long' },
] as PracticeQuestionView[]; // only questionNo and type are read

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = window) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
}

function setup(questionNo = 1, isBlocked = false) {
  const onGo = vi.fn();
  const onPick = vi.fn();
  const hook = renderHook(
    (props: { questionNo: number }) =>
      useQuestionKeys({ questionNo: props.questionNo, questions, isBlocked, onGo, onPick }),
    { initialProps: { questionNo } },
  );
  return { onGo, onPick, hook };
}

function Keys({ onPick }: { onPick: (questionNo: number, option: string) => void }) {
  useQuestionKeys({ questionNo: 1, questions, isBlocked: false, onGo: () => {}, onPick });
  return null;
}

/**
 * A key that arrives in the commit that shows the screen, as one pressed the moment the question appears may, before
 * passive effects run: this sibling's layout effect runs right after the screen's own.
 */
function PressOnCommit() {
  useLayoutEffect(() => press('b'), []);
  return null;
}

describe('working screen keys', () => {
  it('listen from the moment the screen is committed, before anything is painted', () => {
    const onPick = vi.fn();
    render(createElement(Fragment, null, createElement(Keys, { onPick }), createElement(PressOnCommit)));
    expect(onPick).toHaveBeenCalledWith(1, 'b');
  });

  it('move with the arrows and pick MC options with a to d', () => {
    const { onGo, onPick } = setup(1);
    press('ArrowRight');
    expect(onGo).toHaveBeenLastCalledWith(2);
    // A second press before the router renders goes on from where the first one went.
    press('ArrowRight');
    expect(onGo).toHaveBeenLastCalledWith(3);
    press('ArrowLeft');
    expect(onGo).toHaveBeenLastCalledWith(2);
    press('c');
    expect(onPick).toHaveBeenCalledWith(2, 'c');
  });

  it('stop at the ends and ignore letters on a written question', () => {
    const { onGo, onPick } = setup(3);
    press('ArrowRight');
    press('a');
    expect(onGo).not.toHaveBeenCalled();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('leave keys to an input method that is composing', () => {
    const { onGo, onPick } = setup(1);
    press('ArrowRight', { isComposing: true });
    press('Enter', { isComposing: true });
    press('a', { keyCode: 229 });
    expect(onGo).not.toHaveBeenCalled();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('leave keys to text fields, and do nothing while a dialog is open', () => {
    const { onGo, onPick } = setup(1);
    const textarea = document.createElement('textarea');
    document.body.append(textarea);
    press('ArrowRight', {}, textarea);
    press('b', {}, textarea);
    textarea.remove();
    expect(onGo).not.toHaveBeenCalled();
    expect(onPick).not.toHaveBeenCalled();

    const blocked = setup(1, true);
    press('ArrowRight');
    expect(blocked.onGo).not.toHaveBeenCalled();
  });
});
