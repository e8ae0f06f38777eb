import { describe, expect, it } from 'vitest';
import { clampTotalScore, nextTotalScore } from '../../../common/admin-questions';
import { parseImportRow } from './import-rows';
import { canApprove, isComplete } from './policy';

const complete = {
  type: 'mc',
  questionEn: 'Q',
  questionZh: '問',
  solutionEn: 'S',
  solutionZh: '解',
  options: ['a', 'ａ', 'b', 'ｂ', 'c', 'ｃ', 'd', 'ｄ'],
  correctAns: 'a',
};

describe('question policy', () => {
  it('lets only a super-admin approve', () => {
    expect(canApprove('super-admin')).toBe(true);
    expect(canApprove('admin')).toBe(false);
    expect(canApprove(null)).toBe(false);
  });

  it('needs both languages, and for MC four options and an answer, before approval', () => {
    expect(isComplete(complete)).toBe(true);
    expect(isComplete({ ...complete, questionZh: ' ' })).toBe(false);
    expect(isComplete({ ...complete, options: [...complete.options.slice(0, 7), null] })).toBe(false);
    expect(isComplete({ ...complete, correctAns: null })).toBe(false);
    expect(isComplete({ ...complete, type: 'long', options: [], correctAns: null })).toBe(true);
  });

  it('clamps scores: MC 1, others 1-13, whole numbers', () => {
    expect(clampTotalScore('mc', 7)).toBe(1);
    expect(clampTotalScore('short', 13)).toBe(13);
    expect(clampTotalScore('short', 14)).toBe(13);
    expect(clampTotalScore('long', -3)).toBe(1);
    expect(clampTotalScore('long', 2.6)).toBe(3);
    expect(nextTotalScore({ type: 'mc', totalScore: 1 }, 'long')).toBe(2);
    expect(nextTotalScore({ type: 'long', totalScore: 6 }, 'short')).toBe(6);
    expect(nextTotalScore({ type: 'long', totalScore: 6 }, 'mc')).toBe(1);
  });
});

describe('parseImportRow', () => {
  it('reads numbers and text cells alike and fills the default score', () => {
    const cells = [
      '',
      'ch-1',
      'MC',
      '2',
      null,
      'Q',
      '問',
      'a || 甲',
      'b || 乙',
      'c || 丙',
      'd || 丁',
      'D',
      'S',
      '解',
      1,
    ];
    const { result, question } = parseImportRow(cells, 3, 15);
    expect(result.errors).toEqual([]);
    expect(question).toMatchObject({ type: 'mc', level: 2, totalScore: 1, correctAns: 'd', approved: true });
    expect(question?.options?.c).toEqual({ en: 'c', zh: '丙' });
  });

  it('refuses options on a short question and a score outside 1-13', () => {
    const cells = ['', 'ch-1', 'short', 1, 14, 'Q', '問', 'a || 甲', '', '', '', '', 'S', '解', 0];
    const codes = parseImportRow(cells, 3, 15).result.errors.map((error) => error.code);
    expect(codes).toEqual(['invalid_score', 'import_extra_cells']);
  });
});
