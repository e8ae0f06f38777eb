export const roles = ['student', 'teacher', 'admin', 'super-admin'] as const;
export type Role = (typeof roles)[number];

/** What a user may pick for themselves: at sign-up, in onboarding and on the profile page. */
export const selfServiceRoles = ['student', 'teacher', 'school'] as const;
export type SelfServiceRole = (typeof selfServiceRoles)[number];

export function isAdminRole(role: Role | null): boolean {
  return role === 'admin' || role === 'super-admin';
}

/** A school is stored as a teacher with isSchool; the UI and the API offer it as a third choice. */
export function toStoredRole(choice: SelfServiceRole): { role: Role; isSchool: boolean } {
  return choice === 'school' ? { role: 'teacher', isSchool: true } : { role: choice, isSchool: false };
}

export function toSelfServiceRole(role: Role | null, isSchool: boolean): SelfServiceRole | null {
  if (role === 'teacher') return isSchool ? 'school' : 'teacher';
  if (role === 'student') return 'student';
  return null;
}

/**
 * What a person picks at sign-up, in onboarding and on the profile page. A parent is a teacher account that says so
 * (`isParent`): the spec's role "parent or teacher" stays one role, and the choice changes words, never permissions.
 */
export const accountKinds = ['student', 'parent', 'teacher', 'school'] as const;
export type AccountKind = (typeof accountKinds)[number];

export function toAccountKind(role: Role | null, isSchool: boolean, isParent: boolean): AccountKind | null {
  const choice = toSelfServiceRole(role, isSchool);
  return choice === 'teacher' && isParent ? 'parent' : choice;
}

export function fromAccountKind(kind: AccountKind): { role: SelfServiceRole; isParent: boolean } {
  return kind === 'parent' ? { role: 'teacher', isParent: true } : { role: kind, isParent: false };
}
