import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/**
 * Routes that answer no JSON body on success, each with why. Everything else under /api declares its success
 * answer as a zod schema, which both documents it at /api/docs and serialises it (so the schema in common/ is the
 * single source of what a client gets).
 */
const exemptions: Record<string, string> = {
  'GET /api/events': 'a server-sent event stream (text/event-stream), hijacked from the serialiser',
  'GET /api/files/{key}': 'the stored bytes of a file, with their own content type',
};

describe('the API contract at /api/docs', () => {
  it('declares a success answer for every API route', async () => {
    const { app } = await createTestApp();
    await app.ready();
    const spec = app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    const seen = new Set<string>();
    for (const [template, operations] of Object.entries(spec.paths)) {
      if (!template.startsWith('/api/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${template}`;
        seen.add(route);
        if (route in exemptions) continue;
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        // 204 answers nothing; every other success status documents its body.
        const documented = success.some(([status, answer]) => status === '204' || answer.content !== undefined);
        if (!documented) missing.push(route);
      }
    }
    expect(missing).toEqual([]);
    // An exemption for a route that is gone (or renamed) is removed, so the list stays short and true.
    expect(Object.keys(exemptions).filter((route) => !seen.has(route))).toEqual([]);
  });
});
