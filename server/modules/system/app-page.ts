import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOT_ELEMENT_ID, type BootData } from '../../../common/boot';
import type { Me } from '../../../common/profile';
import { AppError } from '../../errors';
import { enterApp } from '../me/service';
import { readPublicConfig } from './public-config';

/**
 * The web app's page: the built index.html with the first screen's data written in (common/boot.ts). A phone on a
 * slow network would otherwise load the app's script, then ask for /api/me and /api/config, then for the page's own
 * data: two round trips saved before anything shows (docs/serving.md). The page is per user, so it is never stored by
 * a shared cache.
 */
export function createAppPage(app: FastifyInstance) {
  return async function sendAppPage(request: FastifyRequest, reply: FastifyReply) {
    // Read on every page (1 KB, from the OS's cache): a build while the server runs must not leave pages pointing at
    // scripts it removed.
    const template = readFile(path.join(app.config.webDir, 'index.html'), 'utf8');
    const user = await app.readSession(request);
    const [me, config] = await Promise.all([
      user ? enterOrNobody(app, user.id) : null,
      readPublicConfig(app.db, app.config),
    ]);
    const boot: BootData = { me, config };
    // JSON inside a script element: `<` escaped, so no text of a user's (a name, say) can close the element.
    const json = JSON.stringify(boot).replace(/</g, '\\u003c');
    const html = (await template).replace(
      '</head>',
      `<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script></head>`,
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('vary', 'cookie')
      .send(html);
  };
}

/** A session whose account is gone reads as nobody signed in, as GET /api/me's 401 does. */
async function enterOrNobody(app: FastifyInstance, userId: string): Promise<Me | null> {
  try {
    return await enterApp(app.db, app.analytics, userId);
  } catch (error) {
    if (error instanceof AppError && error.status === 401) return null;
    throw error;
  }
}
