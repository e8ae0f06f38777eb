import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOT_ELEMENT_ID } from '../../../common/boot';
import { readBootData } from './boot';

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
    const boot = await readBootData(app.appContext, user?.id ?? null);
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

/**
 * The address with each path segment that cannot be decoded (a `%` not starting a valid UTF-8 escape, as in
 * `/app/result/%E0%A4%A`) kept as text: its `%` written `%25`. The router cannot read such a path; the app can, and
 * shows its "not found" for it.
 */
export function readableUrl(url: string): string {
  const query = url.indexOf('?');
  const pathname = query < 0 ? url : url.slice(0, query);
  const repaired = pathname
    .split('/')
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        return segment;
      } catch {
        return segment.replace(/%/g, '%25');
      }
    })
    .join('/');
  return repaired + (query < 0 ? '' : url.slice(query));
}
