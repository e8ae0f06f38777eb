import type { ClassView } from '../../../common/classes';
import type { StudentLinkView } from '../../../common/links';

// Due dates are Hong Kong calendar days (the days the status labels count in): the picker speaks 'YYYY-MM-DD', the
// assignment is due at the last millisecond of that day in Hong Kong, whatever the teacher's device clock says.
const DAY_MS = 86_400_000;
const HONG_KONG_OFFSET_MS = 8 * 3_600_000;

/** The Hong Kong day of a moment, as 'YYYY-MM-DD'. */
export function hongKongDay(at: number): string {
  return new Date(at + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10);
}

/** The due moment of a picked day: the end of that day in Hong Kong. Null for anything that is not a date. */
export function dueDateOfDay(day: string | null): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return null;
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - HONG_KONG_OFFSET_MS;
  return start + DAY_MS - 1;
}

/** The day `days` ahead of now in Hong Kong (a new assignment is due in a week, a repeat too). */
export function dayAhead(now: number, days: number): string {
  return hongKongDay(now + days * DAY_MS);
}

/** Whether the picker must refuse a day: before today in Hong Kong (the server refuses a due date in the past). */
export function isPastDay(day: string, now: number): boolean {
  return day < hongKongDay(now);
}

/** The students a teacher may assign: linked and accepted, in name order. */
export function assignableStudents(links: readonly StudentLinkView[]): StudentLinkView[] {
  // A school sees a student once per teacher who linked them; one row each is enough to pick them.
  const byId = new Map<string, StudentLinkView>();
  for (const link of links) if (link.accepted && !byId.has(link.studentId)) byId.set(link.studentId, link);
  return [...byId.values()].sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/** A class's students who can be assigned (a class may hold a student whose link is pending or gone). */
export function assignableOfClass(cls: Pick<ClassView, 'students'>, assignable: ReadonlySet<string>): string[] {
  return cls.students.map((student) => student.studentId).filter((id) => assignable.has(id));
}

/** Selects or clears a group of students (a class, or everyone shown) at once. */
export function toggleStudents(selected: ReadonlySet<string>, ids: readonly string[], checked: boolean): Set<string> {
  const next = new Set(selected);
  for (const id of ids) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** How much of a group is selected: its checkbox is checked, indeterminate or clear. */
export function groupState(selected: ReadonlySet<string>, ids: readonly string[]): 'all' | 'some' | 'none' {
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** A NumberInput's value as a count: empty is 0 (spec: counts default to 0). */
export const asCount = (value: number | string) => (value === '' ? 0 : Number(value));
