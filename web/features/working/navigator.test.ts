import { describe, expect, it } from 'vitest';
import { countUnanswered, isAnswered, questionPresence, workingTone } from './navigator';

describe('working navigator', () => {
  it('shows a question as answered once it has a letter or some text', () => {
    expect(workingTone('b')).toBe('answered');
    expect(workingTone('寫了答案')).toBe('answered');
    expect(workingTone('  \n ')).toBe('unanswered');
    expect(workingTone('')).toBe('unanswered');
    expect(workingTone(undefined)).toBe('unanswered');
    expect(isAnswered(null)).toBe(false);
  });
});

describe('submit confirmation', () => {
  it('counts the questions still blank', () => {
    const answers = new Map([
      [1, 'a'],
      [2, ''],
      [4, 'long answer\nwith a second line'],
      [5, '   '],
    ]);
    expect(countUnanswered([1, 2, 3, 4, 5], answers)).toBe(3);
    expect(countUnanswered([1, 4], answers)).toBe(0);
  });
});

describe('questionPresence', () => {
  const paper = { noOfQuestions: 3, questions: [{ questionNo: 1 }, { questionNo: 2 }] };

  it('shows a question the paper sent', () => {
    expect(questionPresence(paper, 2)).toBe('shown');
  });

  it('waits for a question of the paper that has not arrived, and leaves a number outside the paper', () => {
    expect(questionPresence(paper, 3)).toBe('waiting');
    expect(questionPresence(paper, 4)).toBe('outside');
    expect(questionPresence(paper, 0)).toBe('outside');
    expect(questionPresence(paper, Number.NaN)).toBe('outside');
  });

  it('stops waiting once an AI paper has stopped being written', () => {
    expect(questionPresence({ ...paper, notice: 'ai_incomplete' }, 3)).toBe('outside');
  });
});
