import { describe, expect, it } from 'vitest';
import { makeStudentLink } from '../../test/fixtures';
import {
  asCount,
  assignableOfClass,
  assignableStudents,
  dayAhead,
  dueDateOfDay,
  groupState,
  hongKongDay,
  isPastDay,
  toggleStudents,
} from './form';

const link = (studentId: string, displayName: string, accepted = true) =>
  makeStudentLink({
    studentId,
    email: `${studentId}@example.com`,
    displayName,
    className: '',
    classNumber: '',
    accepted,
    createdAt: 0,
    teacherId: 't1',
  });

describe('due dates in Hong Kong days', () => {
  // 2025-03-10 23:30 in Hong Kong is 15:30 UTC.
  const lateEvening = Date.UTC(2025, 2, 10, 15, 30);

  it('reads the day of a moment in Hong Kong, not on the device clock', () => {
    expect(hongKongDay(lateEvening)).toBe('2025-03-10');
    expect(hongKongDay(lateEvening + 3_600_000)).toBe('2025-03-11');
  });

  it('makes a picked day due at its last millisecond in Hong Kong', () => {
    expect(dueDateOfDay('2025-03-10')).toBe(Date.UTC(2025, 2, 10, 16, 0) - 1);
    expect(dueDateOfDay(null)).toBeNull();
    expect(dueDateOfDay('10/03/2025')).toBeNull();
  });

  it('defaults a week ahead and refuses days before today', () => {
    expect(dayAhead(lateEvening, 7)).toBe('2025-03-17');
    expect(isPastDay('2025-03-09', lateEvening)).toBe(true);
    expect(isPastDay('2025-03-10', lateEvening)).toBe(false);
    // Today is still open until its end: due today is a real choice.
    expect(dueDateOfDay('2025-03-10')! > lateEvening).toBe(true);
  });
});

describe('choosing students', () => {
  it('offers accepted students once each, by name', () => {
    const links = [link('s2', 'Wong'), link('s1', 'Chan'), link('s3', 'Lee', false), link('s1', 'Chan')];
    expect(assignableStudents(links).map((s) => s.studentId)).toEqual(['s1', 's2']);
  });

  it("picks a class's assignable students and tells how much of it is selected", () => {
    const cls = {
      students: ['s1', 's2', 's3'].map((studentId) => ({
        studentId,
        displayName: studentId,
        email: '',
        avatarUrl: null,
        classNumber: '',
      })),
    };
    const ids = assignableOfClass(cls, new Set(['s1', 's3']));
    expect(ids).toEqual(['s1', 's3']);
    const picked = toggleStudents(new Set(['s9']), ids, true);
    expect([...picked].sort()).toEqual(['s1', 's3', 's9']);
    expect(groupState(picked, ids)).toBe('all');
    expect(groupState(new Set(['s1']), ids)).toBe('some');
    expect(groupState(toggleStudents(picked, ids, false), ids)).toBe('none');
  });

  it('counts an empty count field as 0', () => {
    expect(asCount('')).toBe(0);
    expect(asCount(7)).toBe(7);
  });
});
