import type { Me } from '../../../common/profile';
import { type MenuContext, type MenuRole, toMenuRole } from '../menu';

/**
 * The menu's inputs from the signed-in user. Teacher links do not exist yet (the links issue adds them), so
 * entries that need them stay hidden for now.
 */
export function menuInputs(me: Me): { role: MenuRole | null; context: MenuContext } {
  return { role: toMenuRole(me.role, me.isSchool), context: { hasTeacherLinks: false } };
}
