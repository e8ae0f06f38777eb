/**
 * What the live event stream (GET /api/events) tells a signed-in user: which of their lists changed. Events carry
 * no rows, only the kind of change (and, for reports, the new count): the web app refetches what it shows, so an
 * event missed while offline costs nothing once the stream reconnects and the app refetches everything.
 */
export const liveEventTypes = [
  /** the menu badges and the profile badge (the `me` counts) */
  'badges',
  /** a teacher-student or school-teacher invitation was sent, answered or withdrawn */
  'invitations',
  /** an assignment was published, changed or submitted */
  'assignments',
  /** a practice of the user's was marked (`practiceId` in data) */
  'marks',
  /** AI wrote another question of an open practice of the user's (`practiceId` in data) */
  'questions',
  /** a paper of the user's (or of their student) was re-marked under a corrected key (`practiceId` in data) */
  'regraded',
  /** a question report of the user's was answered by an admin (`practiceId` in data) */
  'appeals',
  /** a running paper's time changed: the teacher gave extra time (`practiceId` in data) */
  'deadline',
  /** admins: the question report list changed (`count` in data) */
  'reports',
  /** the user's bookmarks changed (on another device or tab of theirs) */
  'bookmarks',
  /** a class of the teacher's or school's changed: made, renamed, removed, its join code, or who is in it */
  'classes',
] as const;
export type LiveEventType = (typeof liveEventTypes)[number];

export interface LiveEvent {
  type: LiveEventType;
  data?: Record<string, string | number>;
}

/** The first event of every stream; its arrival after a drop means "refetch what you show". */
export const HELLO_EVENT = 'hello';
