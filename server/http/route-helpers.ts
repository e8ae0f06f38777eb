import type { FastifyReply } from 'fastify';
import type { Role } from '../../common/roles';

/**
 * Who may call a route: the role lists the routes hand to `app.context(request, roles)`, named once. A school is a
 * teacher account (isSchool), so `teachers` lets schools in too; a route only schools may call checks that itself.
 */
export const students = ['student'] as const satisfies readonly Role[];
export const teachers = ['teacher'] as const satisfies readonly Role[];
/** what a student owns and a teacher the student accepted may read */
export const readers = ['student', 'teacher'] as const satisfies readonly Role[];
export const admins = ['admin', 'super-admin'] as const satisfies readonly Role[];
export const superAdmins = ['super-admin'] as const satisfies readonly Role[];

/**
 * A 201 whose answer may carry a new account's initial password (an invited student or teacher, an admin, an imported
 * class): no cache, the browser's or a proxy's, may keep it.
 */
export function sendCreatedUncached<T>(reply: FastifyReply, body: T) {
  reply.header('cache-control', 'no-store');
  return reply.status(201).send(body);
}
