import { describe, expect, it } from 'vitest';
import {
  assignmentStatusColor,
  defaultAssignmentCounts,
  dueLabel,
  isDueDateAcceptable,
  isLateSubmission,
  shouldMarkChecked,
  studentAssignmentStatus,
  studentNextStep,
  teacherAssignmentStatus,
} from './assignment-rules';
import { CreateAssignmentBody, UpdateAssignmentBody } from './assignments';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 2026-11-25 10:00 in Hong Kong (02:00 UTC); the Hong Kong day runs from 2026-11-24 16:00 UTC.
const now = Date.UTC(2026, 10, 25, 2, 0);
const hkMidnightTonight = Date.UTC(2026, 10, 25, 16, 0);

describe('dueLabel (Hong Kong days)', () => {
  it.each([
    ['later today', now + HOUR, 'due_today'],
    ['the due moment itself', now, 'due_today'],
    ['the last millisecond of the Hong Kong day', hkMidnightTonight - 1, 'due_today'],
    ['Hong Kong midnight: tomorrow', hkMidnightTonight, 'due_tomorrow'],
    ['tomorrow evening', hkMidnightTonight + 20 * HOUR, 'due_tomorrow'],
    ['the day after tomorrow', hkMidnightTonight + DAY, 'new'],
    ['next week', now + 7 * DAY, 'new'],
  ])('%s', (_, dueDate, label) => {
    expect(dueLabel(dueDate, now)).toBe(label);
  });

  it('is null once the due date has passed', () => {
    expect(dueLabel(now - 1, now)).toBeNull();
  });

  it('counts the day in Hong Kong, not in UTC: 23:30 UTC is already the next Hong Kong day', () => {
    // 2026-11-25 23:30 UTC is 07:30 on the 26th in Hong Kong: a due date at 15:00 UTC on the 26th is today there.
    const lateUtc = Date.UTC(2026, 10, 25, 23, 30);
    expect(dueLabel(Date.UTC(2026, 10, 26, 15, 0), lateUtc)).toBe('due_today');
    expect(dueLabel(Date.UTC(2026, 10, 26, 17, 0), lateUtc)).toBe('due_tomorrow');
  });
});

describe('teacherAssignmentStatus', () => {
  const facts = { published: true, checked: false, dueDate: now + 3 * DAY };

  it('is not published until published, whatever the due date', () => {
    expect(teacherAssignmentStatus({ ...facts, published: false }, now)).toBe('not_published');
    expect(teacherAssignmentStatus({ ...facts, published: false, dueDate: now - DAY }, now)).toBe('not_published');
  });

  it('before the due date says how soon it is due', () => {
    expect(teacherAssignmentStatus(facts, now)).toBe('new');
    expect(teacherAssignmentStatus({ ...facts, dueDate: now + HOUR }, now)).toBe('due_today');
    expect(teacherAssignmentStatus({ ...facts, dueDate: hkMidnightTonight + HOUR }, now)).toBe('due_tomorrow');
  });

  it('after the due date is not checked until checked, then checked', () => {
    expect(teacherAssignmentStatus({ ...facts, dueDate: now - 1 }, now)).toBe('not_checked');
    expect(teacherAssignmentStatus({ ...facts, dueDate: now - 1, checked: true }, now)).toBe('checked');
  });
});

describe('studentAssignmentStatus', () => {
  it('is finished once the practice is finished, even late', () => {
    expect(studentAssignmentStatus({ dueDate: now - DAY, finishedAt: now - HOUR }, now)).toBe('finished');
    expect(studentAssignmentStatus({ dueDate: now + DAY * 3, finishedAt: now - HOUR }, now)).toBe('finished');
  });

  it('is due today, tomorrow or new before the due date, overdue after it', () => {
    expect(studentAssignmentStatus({ dueDate: now + HOUR, finishedAt: null }, now)).toBe('due_today');
    expect(studentAssignmentStatus({ dueDate: hkMidnightTonight, finishedAt: null }, now)).toBe('due_tomorrow');
    expect(studentAssignmentStatus({ dueDate: now + 3 * DAY, finishedAt: null }, now)).toBe('new');
    expect(studentAssignmentStatus({ dueDate: now - 1, finishedAt: null }, now)).toBe('overdue');
  });
});

describe('checking and lateness', () => {
  it('marks checked only a published, unchecked assignment past its due date', () => {
    const facts = { published: true, checked: false, dueDate: now - 1 };
    expect(shouldMarkChecked(facts, now)).toBe(true);
    expect(shouldMarkChecked({ ...facts, checked: true }, now)).toBe(false);
    expect(shouldMarkChecked({ ...facts, published: false }, now)).toBe(false);
    expect(shouldMarkChecked({ ...facts, dueDate: now }, now)).toBe(false);
  });

  it('a submission after the due date is late; at it or before, or none, is not', () => {
    expect(isLateSubmission(now + 1, now)).toBe(true);
    expect(isLateSubmission(now, now)).toBe(false);
    expect(isLateSubmission(null, now)).toBe(false);
  });

  it('accepts a due date ahead, within a year', () => {
    expect(isDueDateAcceptable(now + 1, now)).toBe(true);
    expect(isDueDateAcceptable(now, now)).toBe(false);
    expect(isDueDateAcceptable(now - DAY, now)).toBe(false);
    expect(isDueDateAcceptable(now + 365 * DAY, now)).toBe(true);
    expect(isDueDateAcceptable(now + 400 * DAY, now)).toBe(false);
  });
});

describe('studentNextStep', () => {
  it('confirms before the first start, resumes a started practice and opens a finished one', () => {
    expect(studentNextStep(null)).toBe('confirm');
    expect(studentNextStep({ id: 'p', finishedAt: null })).toBe('resume');
    expect(studentNextStep({ id: 'p', finishedAt: now })).toBe('result');
  });
});

describe('assignmentStatusColor', () => {
  it('gives urgent and overdue states red and done states green', () => {
    expect(assignmentStatusColor('not_published')).toBe('gray');
    expect(assignmentStatusColor('due_today')).toBe('red');
    expect(assignmentStatusColor('overdue')).toBe('red');
    expect(assignmentStatusColor('not_checked')).toBe('red');
    expect(assignmentStatusColor('due_tomorrow')).toBe('orange');
    expect(assignmentStatusColor('new')).toBe('blue');
    expect(assignmentStatusColor('finished')).toBe('green');
    expect(assignmentStatusColor('checked')).toBe('green');
  });
});

describe('CreateAssignmentBody', () => {
  const bank = {
    mode: 'bank',
    subjectId: 's1',
    chapterIds: ['c1'],
    locale: 'en',
    difficulty: 2,
    noOfMCQuestions: '3',
    timeLimit: 30,
    dueDate: now + DAY,
  };
  const codes = (input: unknown) =>
    CreateAssignmentBody.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it('coerces counts and defaults the rest to 0, no students and no remark', () => {
    const body = CreateAssignmentBody.parse(bank);
    expect(body).toMatchObject({ noOfMCQuestions: 3, noOfShortQuestions: 0, noOfLongQuestions: 0 });
    expect(body.studentIds).toEqual([]);
    expect(body.remark).toBe('');
  });

  it('needs chapters and a question for the bank, neither for a blank paper', () => {
    expect(codes({ ...bank, chapterIds: [] })).toContain('invalid_chapters');
    expect(codes({ ...bank, noOfMCQuestions: 0 })).toContain('invalid_count');
    expect(codes({ ...bank, mode: 'blank', chapterIds: [], noOfMCQuestions: 0 })).toEqual([]);
  });

  it('refuses counts, time limits and students outside the rules', () => {
    expect(codes({ ...bank, noOfMCQuestions: 51 })).toContain('invalid_count');
    expect(codes({ ...bank, noOfShortQuestions: 21 })).toContain('invalid_count');
    expect(codes({ ...bank, noOfLongQuestions: 11 })).toContain('invalid_count');
    expect(codes({ ...bank, timeLimit: 0 })).toContain('invalid_time_limit');
    expect(codes({ ...bank, timeLimit: 121 })).toContain('invalid_time_limit');
    expect(codes({ ...bank, studentIds: ['a', 'a'] })).toContain('invalid_students');
    expect(codes({ ...bank, dueDate: 'tomorrow' })).toContain('invalid_due_date');
    expect(codes({ ...bank, mode: 'ai' })).toContain('invalid_request');
  });
});

describe('UpdateAssignmentBody', () => {
  it('takes any subset, and refuses a question listed twice', () => {
    expect(UpdateAssignmentBody.parse({ remark: ' hi ' })).toEqual({ remark: 'hi' });
    expect(UpdateAssignmentBody.safeParse({ questionIds: ['q1', 'q1'] }).success).toBe(false);
  });
});

describe('defaultAssignmentCounts', () => {
  it('is 10 MC, 2 short and 1 long without a limit', () => {
    expect(defaultAssignmentCounts(null)).toEqual({ mc: 10, short: 2, long: 1 });
    expect(defaultAssignmentCounts(20)).toEqual({ mc: 10, short: 2, long: 1 });
  });

  it('fits a free plan: 5 questions are 3 MC, 1 short and 1 long', () => {
    expect(defaultAssignmentCounts(5)).toEqual({ mc: 3, short: 1, long: 1 });
  });

  it('never goes over a small limit, and keeps at least one question', () => {
    for (const limit of [1, 2, 3, 4, 6, 12]) {
      const counts = defaultAssignmentCounts(limit);
      expect(counts.mc + counts.short + counts.long).toBe(limit);
      expect(counts.mc).toBeGreaterThan(0);
    }
    expect(defaultAssignmentCounts(0)).toEqual({ mc: 1, short: 0, long: 0 });
  });
});
