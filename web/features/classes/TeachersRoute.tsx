import { useMe } from '../../lib/me';
import { MyTeachersPage } from '../links/MyTeachersPage';
import { SchoolTeachersPage } from './SchoolTeachersPage';

/** `/app/my-teachers` is two pages on one path: a student's teachers, or a school's teachers. */
export function TeachersRoute() {
  const { data: me } = useMe();
  return me?.role === 'teacher' && me.isSchool ? <SchoolTeachersPage /> : <MyTeachersPage />;
}
