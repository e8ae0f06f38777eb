import { describe, expect, it } from 'vitest';
import { fromAccountKind, isAdminRole, toAccountKind, toSelfServiceRole, toStoredRole } from './roles';

describe('roles', () => {
  it('stores a school as a teacher with isSchool and reads it back', () => {
    expect(toStoredRole('school')).toEqual({ role: 'teacher', isSchool: true });
    expect(toSelfServiceRole('teacher', true)).toBe('school');
    expect(toSelfServiceRole('teacher', false)).toBe('teacher');
  });

  it('offers no self-service role to admins', () => {
    expect(toSelfServiceRole('admin', false)).toBeNull();
    expect(isAdminRole('super-admin')).toBe(true);
    expect(isAdminRole('teacher')).toBe(false);
  });

  it('keeps a parent a teacher account that says so', () => {
    expect(fromAccountKind('parent')).toEqual({ role: 'teacher', isParent: true });
    expect(fromAccountKind('teacher')).toEqual({ role: 'teacher', isParent: false });
    expect(toAccountKind('teacher', false, true)).toBe('parent');
    // A school is never a parent, whatever the flag says.
    expect(toAccountKind('teacher', true, true)).toBe('school');
    expect(toAccountKind('student', false, false)).toBe('student');
  });
});
