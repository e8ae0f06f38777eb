import { z } from 'zod';

/**
 * The success answer of a route that answers 204 with no body: `response: { 204: NoContent }` and
 * `reply.status(204).send()`. /api/docs shows it as "No body".
 */
export const NoContent = z.void().describe('No body');
