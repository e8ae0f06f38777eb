import { describe, expect, it } from 'vitest';
import { isAdminRole, toSelfServiceRole, toStoredRole } from './roles';

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
});
