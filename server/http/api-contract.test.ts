import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/**
 * Routes that answer no JSON body on success, each with why. Everything else under /api declares its success
 * answer as a zod schema, which both documents it at /api/docs and serialises it (so the schema in common/ is the
 * single source of what a client gets). The one /api route hidden from the docs on purpose (`hide: true`,
 * the /api/auth/* proxy to better-auth's callbacks and session reads) is not listed there and not checked here.
 */
const exemptions: Record<string, string> = {
  'GET /api/events': 'a server-sent event stream (text/event-stream), hijacked from the serialiser',
  'GET /api/files/{key}': 'the stored bytes of a file, with their own content type',
  'GET /api/admin/questions/import/template': 'an .xlsx file to download',
  'GET /api/assignments/{assignmentId}/students/{studentId}/pages/{pageNo}':
    "a handed-in page's image bytes (PNG or JPEG)",
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

  it('serves the answers at /api/docs/json, fields and all', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json() as { paths: Record<string, Record<string, Operation>> };
    const answer = spec.paths['/api/practices/{practiceId}']?.get?.responses?.['200']?.content?.['application/json'];
    const schema = answer?.schema as { properties?: Record<string, unknown>; required?: string[] } | undefined;
    // Fields a hand-written schema once dropped are in the documented answer, and required.
    expect(schema?.required).toEqual(expect.arrayContaining(['isAiWritten', 'questions', 'serverNow']));
    const students = spec.paths['/api/students']?.get?.responses?.['200']?.content?.['application/json'];
    expect(JSON.stringify(students?.schema)).toContain('timeMultiplier');
  });
});
