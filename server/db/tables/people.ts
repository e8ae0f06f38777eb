import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Flag } from './columns';

export interface ProfileTable {
  id: string;
  email: string;
  displayName: string;
  avatarUrl: string | null;
  role: string | null;
  isSchool: Flag;
  language: string;
  createdAt: number;
  lastSeenAt: number | null;
  defaultSchool: string | null;
  defaultCategory: string | null;
  defaultSubject: string | null;
  defaultLocale: string | null;
  pushToken: string | null;
  badge: Generated<number>;
  ratedOnAppStoreAt: number | null;
  sharedOnFacebookAt: number | null;
  freeTrialEndsAt: number | null;
  premiumStudentQuantity: Generated<number>;
  premiumTeacherQuantity: Generated<number>;
  premiumExpiry: number | null;
  premiumCustomerId: string | null;
  premiumPurchasedAt: number | null;
  /** the provider's subscription id while a recurring plan runs (Stripe) */
  premiumSubscriptionId: string | null;
  /** provider time (ms) of the last subscription event applied: an older one arriving later is ignored */
  premiumEventAt: number | null;
  mustChangePassword: Generated<Flag>;
  /** set by the seed on the demo accounts, which are exempt from the free limits */
  isDemo: Generated<Flag>;
  /** when the account was last prompted to invite a teacher (schools) or students (teachers) */
  invitePromptedAt: number | null;
  /** the parents' weekly digest e-mail (migration 0018): on unless the account turned it off */
  weeklyDigest: Generated<Flag>;
  /** a teacher account used by a parent (0025): the menu says "my children"; never a permission */
  isParent: Generated<Flag>;
  /** a parent who turned on classes and assignment creation in Profile (0025) */
  parentTeaching: Generated<Flag>;
  deleted: Generated<Flag>;
}
export type ProfileRow = Selectable<ProfileTable>;
export type NewProfile = Insertable<ProfileTable>;
export type ProfileUpdate = Updateable<ProfileTable>;

export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
}

export interface AuthAccountTable {
  id: string;
  userId: string;
  providerId: string;
  password: string | null;
}

export interface AuthSessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date | string;
}

/** A teacher's (or school's) invitation of a student: pending until accepted; reject and remove set deleted. */
export interface StudentLinkTable {
  id: string;
  teacherId: string;
  studentId: string;
  /** the school a teacher invited this student for (the school then sees the student), or null */
  schoolId: string | null;
  accepted: Flag;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
  /** the student's time on this teacher's assignments: 1 as set, 1.25 a quarter more (0014) */
  timeMultiplier: Generated<number>;
}

/** A school's invitation of a teacher: pending until accepted; reject and remove set deleted. */
export interface SchoolTeacherTable {
  id: string;
  schoolId: string;
  teacherId: string;
  accepted: Flag;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
}

/** A class: made by a teacher or a school (teacherId), and belonging to a school (schoolId) when made for one. */
export interface ClassTable {
  id: string;
  teacherId: string;
  schoolId: string | null;
  name: string;
  /** what names are matched by (common/classes.ts classNameKey): one live class per owner, school and key (0025) */
  nameKey: string;
  /** the code students join with; null: joining by code is off. Unique among live classes (0025) */
  joinCode: string | null;
  deleted: Flag;
  createdAt: number;
  updatedAt: number;
}

/** A student in a class, with their class number in it (issue 26: the number lives here, not on the link). */
export interface ClassStudentTable {
  classId: string;
  studentId: string;
  classNumber: string;
}
