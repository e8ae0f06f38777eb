import { MyTeachersPage } from '../features/links/MyTeachersPage';
import { SchoolTeachersPage } from '../features/schools/SchoolTeachersPage';
import { useMe } from '../lib/me';

/** `/app/my-teachers` is two pages on one path: a student's teachers, or a school's teachers. */
export function TeachersRoute() {
  const { data: me } = useMe();
  return me?.role === 'teacher' && me.isSchool ? <SchoolTeachersPage /> : <MyTeachersPage />;
}
