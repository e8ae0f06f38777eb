import { describe, expect, it } from 'vitest';
import { answerLines, mcAnswerSummary } from './print';

describe('the printed paper', () => {
  it('leaves no lines for MC, some for short and more for long answers, growing with the marks', () => {
    expect(answerLines('mc', 1)).toBe(0);
    expect(answerLines('short', 1)).toBe(4);
    expect(answerLines('short', 4)).toBe(8);
    expect(answerLines('short', 10)).toBe(10);
    expect(answerLines('long', 2)).toBe(12);
    expect(answerLines('long', 6)).toBe(18);
    expect(answerLines('long', 10)).toBe(24);
  });

  it('sums up the MC answers for the key, leaving written questions out', () => {
    expect(
      mcAnswerSummary([
        { questionNo: 1, type: 'mc', correctAns: 'b' },
        { questionNo: 2, type: 'short', correctAns: null },
        { questionNo: 3, type: 'mc', correctAns: 'd' },
      ]),
    ).toEqual([
      { questionNo: 1, answer: 'B' },
      { questionNo: 3, answer: 'D' },
    ]);
  });
});
