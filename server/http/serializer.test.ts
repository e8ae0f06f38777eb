import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from './serializer';

const Answer = z.object({ id: z.string(), score: z.number().nullable() });

async function appAnswering(checkResponses: boolean, answer: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler(checkResponses));
  app.get('/answer', { schema: { response: { 200: Answer } } }, async () => answer as z.infer<typeof Answer>);
  await app.ready();
  return app;
}

describe('API answers as JSON', () => {
  it('sends an answer that matches its schema, whatever order its fields were built in', async () => {
    const app = await appAnswering(true, { score: 3, id: 'p1' });
    const res = await app.inject({ method: 'GET', url: '/answer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'p1', score: 3 });
  });

  it('refuses, when checking, an answer with a field its schema does not declare', async () => {
    const app = await appAnswering(true, { id: 'p1', score: 3, correctAns: 'b' });
    const res = await app.inject({ method: 'GET', url: '/answer' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/undeclared field/);
  });

  it('refuses, when checking, an answer of the wrong shape', async () => {
    const app = await appAnswering(true, { id: 'p1', score: 'three' });
    expect((await app.inject({ method: 'GET', url: '/answer' })).statusCode).toBe(500);
  });

  it('serialises the answer as it is when not checking (production)', async () => {
    const app = await appAnswering(false, { score: null, id: 'p1' });
    const res = await app.inject({ method: 'GET', url: '/answer' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"score":null,"id":"p1"}');
  });
});
