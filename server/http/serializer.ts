import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * How API answers become JSON. Every route declares its answer as a zod schema (common/), and the views build exactly
 * those objects. In production the answer is serialised as it is: checking a 40-question paper against its schema
 * cost about 5 ms a submit, a quarter of the server's time when a year group hands in at once (bench/assignments.ts).
 * With `checkResponses` (the tests' apps), each answer is checked against its schema, and one carrying a field the
 * schema does not declare is refused, so a view that starts to leak a field fails its tests instead of being quietly
 * trimmed (or, unchecked, sent).
 */
export function createSerializerCompiler(
  checkResponses: boolean,
): FastifySerializerCompiler<ZodType | { properties: ZodType }> {
  return ({ schema: maybeSchema, method, url }) => {
    if (!checkResponses) return (data) => JSON.stringify(data);
    const schema =
      'properties' in maybeSchema && !(maybeSchema instanceof z.ZodType) ? maybeSchema.properties : maybeSchema;
    return (data) => {
      const result = z.safeEncode(schema as ZodType, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      const sent = JSON.stringify(data);
      const checked = canonical(JSON.parse(JSON.stringify(result.data)));
      if (checked !== canonical(JSON.parse(sent))) {
        throw new Error(
          `${method} ${url}: the answer differs from its schema's reading (an undeclared field?): ${firstDifference(canonical(JSON.parse(sent)), checked)}`,
        );
      }
      return sent;
    };
  };
}

/** Where two JSON texts part, with a little context, for the error message. */
function firstDifference(a: string, b: string): string {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index++;
  return `…${a.slice(Math.max(0, index - 60), index + 60)}…`;
}

/** JSON with every object's keys in order, so two readings of one answer compare equal whatever order they were built in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
