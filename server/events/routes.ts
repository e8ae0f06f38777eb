import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HELLO_EVENT, liveEventTypes } from '../../common/events';
import { requireUser } from '../auth/session';
import { createEventHub, STREAMS_PER_USER } from './hub';
import { openEventStream } from './sse';

/** How often an open stream checks its session again, so a sign-out or a changed role ends it. */
export const STREAM_RECHECK_MS = 60_000;

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = createEventHub(app.events);
  app.addHook('preClose', async () => hub.stop());

  app.get(
    '/api/events',
    {
      schema: {
        summary:
          'Server-sent events for the signed-in user: `event: hello` on connect, then one of ' +
          `${liveEventTypes.map((type) => `\`${type}\``).join(', ')} when that part of their data changed (refetch it), ` +
          `a comment line every 25 s; at most ${STREAMS_PER_USER} open streams per user`,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      hub.assertRoomFor(user.id);
      const stream = openEventStream(reply);
      hub.add(user, stream);
      // A reconnecting client reads this as "refetch": events sent while it was away are not replayed.
      stream.send(HELLO_EVENT, {});
      const recheck = setInterval(() => {
        app.readSession(request).then(
          (current) => {
            // A changed role changes what the stream may hear: the client reconnects as who it now is.
            if (current?.id !== user.id || current.role !== user.role || current.isSchool !== user.isSchool) {
              stream.close();
            }
          },
          (error: unknown) => app.log.warn({ err: error }, 'could not check an event stream session again'),
        );
      }, STREAM_RECHECK_MS);
      recheck.unref();
      stream.onClose(() => clearInterval(recheck));
    },
  );
};
