import type { PracticeView } from '../../../common/practice';
import { useMe } from '../../lib/me';
import { isTeacherView } from '../../lib/practices';

/** Whether the signed-in user is a teacher reviewing a linked student's paper (the texts and actions differ). */
export function useTeacherView(practice: Pick<PracticeView, 'student'>): boolean {
  const { data: me } = useMe();
  return isTeacherView(practice, me?.id);
}
