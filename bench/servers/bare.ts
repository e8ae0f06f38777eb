// The baseline: a bare Fastify route doing nothing, measured in the same run as the real one.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.put('/bare/:id', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.on('message', (message) => {
  if (message === 'stop') app.close().then(() => process.exit(0));
});
