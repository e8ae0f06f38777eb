import type { Me } from '../../../common/profile';
import { type MenuContext, type MenuRole, toMenuRole } from '../menu';

/**
 * The menu's inputs from the signed-in user. A student's assignments and my-teachers entries need a teacher link,
 * accepted or still waiting for an answer (the invitation is answered on my-teachers).
 */
export function menuInputs(me: Me): { role: MenuRole | null; context: MenuContext } {
  const hasTeacherLinks = me.teacherLinks.accepted + me.teacherLinks.pending > 0;
  return {
    role: toMenuRole(me.role, me.isSchool, me.isParent),
    context: { hasTeacherLinks, hasParentTeaching: me.parentTeaching },
  };
}
