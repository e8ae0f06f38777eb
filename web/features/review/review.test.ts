import { describe, expect, it } from 'vitest';
import { totalPractice } from '../../../common/marking';
import type { PracticeQuestionView, PracticeView } from '../../../common/practice';
import {
  chapterStats,
  clampSelfMark,
  formatDuration,
  questionOutcome,
  resultTab,
  scoreTone,
  timeUsedMs,
} from './review';

function question(overrides: Partial<PracticeQuestionView>): PracticeQuestionView {
  return {
    id: 'q1',
    questionNo: 1,
    chapterId: 'c1',
    type: 'mc',
    level: 1,
    totalScore: 1,
    questionHtml: '<p>?</p>',
    options: null,
    ans: null,
    seq: 0,
    savedAt: null,
    correctAns: null,
    solutionHtml: null,
    ansHtml: null,
    score: null,
    comment: null,
    markedBy: null,
    markVersion: 0,
    disputeScore: null,
    editedAt: null,
    sourceQuestionId: null,
    questionVersion: 1,
    regradePending: false,
    bookmarked: false,
    ...overrides,
  };
}

describe('solution navigator colours', () => {
  it('are green for full marks, amber for some, red for none and grey while awaiting a mark', () => {
    expect(scoreTone({ score: 2, totalScore: 2 })).toBe('full');
    expect(scoreTone({ score: 0.5, totalScore: 2 })).toBe('partial');
    expect(scoreTone({ score: 0, totalScore: 2 })).toBe('zero');
    expect(scoreTone({ score: null, totalScore: 2 })).toBe('pending');
  });

  it('match the outcome shown in the Questions tab', () => {
    expect(questionOutcome({ score: 1, totalScore: 1 })).toBe('correct');
    expect(questionOutcome({ score: 1, totalScore: 4 })).toBe('partial');
    expect(questionOutcome({ score: 0, totalScore: 1 })).toBe('incorrect');
    expect(questionOutcome({ score: null, totalScore: 2 })).toBe('awaiting');
  });
});

describe('time used', () => {
  it('runs from the start to the hand-in, never past the deadline', () => {
    expect(timeUsedMs({ startedAt: 0, deadlineAt: 600_000, finishedAt: 125_000 })).toBe(125_000);
    expect(timeUsedMs({ startedAt: 0, deadlineAt: 600_000, finishedAt: 612_000 })).toBe(600_000);
    expect(formatDuration(125_000)).toBe('2:05');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });
});

describe('chapter statistics', () => {
  it('sum questions, marks and pending marks per chapter in the paper order', () => {
    const practice: Pick<PracticeView, 'chapters' | 'questions'> = {
      chapters: [
        { id: 'c2', chapterNo: '2', title: { en: 'Two', zh: '二' } },
        { id: 'c1', chapterNo: '1', title: { en: 'One', zh: '一' } },
      ],
      questions: [
        question({ questionNo: 1, chapterId: 'c1', score: 1, totalScore: 1 }),
        question({ questionNo: 2, chapterId: 'c1', score: 0, totalScore: 1 }),
        question({ questionNo: 3, chapterId: 'c2', type: 'short', score: null, totalScore: 2 }),
        question({ questionNo: 4, chapterId: 'c2', type: 'long', score: 3, totalScore: 4 }),
      ],
    };
    expect(chapterStats(practice)).toEqual([
      { chapterId: 'c2', questions: 2, score: 3, outOf: 4, totalScore: 6, awaiting: 1, percent: 75 },
      { chapterId: 'c1', questions: 2, score: 1, outOf: 2, totalScore: 2, awaiting: 0, percent: 50 },
    ]);
  });

  it("add up to the overview's score while written answers wait for a mark", () => {
    const questions = [
      question({ questionNo: 1, chapterId: 'c1', score: 1, totalScore: 1 }),
      question({ questionNo: 2, chapterId: 'c1', type: 'long', score: null, totalScore: 10 }),
      question({ questionNo: 3, chapterId: 'c1', score: 1, totalScore: 1 }),
    ];
    const overview = totalPractice(questions, []);
    const [chapter] = chapterStats({
      chapters: [{ id: 'c1', chapterNo: '1', title: { en: 'One', zh: '一' } }],
      questions,
    });
    // The overview says 2 / 2 (100%) so far with 10 marks waiting; the chapter said 2 / 12 (17%).
    expect(chapter?.score).toBe(overview.score);
    expect(chapter?.outOf).toBe(overview.totalScore - overview.pendingMarks);
    expect(chapter?.percent).toBe(100);
    expect(chapter?.awaiting).toBe(overview.pendingMarking);
  });
});

describe('result tabs', () => {
  it('keep the tab from ?tab=, with overview only on a phone', () => {
    expect(resultTab('chapters', false)).toBe('chapters');
    expect(resultTab('overview', true)).toBe('overview');
    expect(resultTab('overview', false)).toBe('questions');
    expect(resultTab(null, true)).toBe('overview');
    expect(resultTab('nonsense', false)).toBe('questions');
  });
});

describe('self-marking', () => {
  it('clamps to 0 and the total, in half marks', () => {
    expect(clampSelfMark(7, 4)).toBe(4);
    expect(clampSelfMark(-1, 4)).toBe(0);
    expect(clampSelfMark(1.3, 4)).toBe(1.5);
    expect(clampSelfMark(Number.NaN, 4)).toBe(0);
  });
});
