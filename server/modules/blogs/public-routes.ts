import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogLanguages } from '../../../common/blogs';
import { getStoredFile } from '../../storage/files';
import { renderBlogIndex, renderBlogPost, renderSitemap } from './public-pages';
import { findPublishedBlogBySlug, isPublishedBlogFile, listPublishedBlogRows } from './queries';

const LanguageQuery = z.object({ lang: z.enum(blogLanguages).catch('en').default('en') });
// Any text: a name no post could have (too long) is the blog's "not found" page like any other, never a JSON error.
const SlugParams = z.object({ slug: z.string() });
const SLUG_MAX = 120;
const KATEX_DIST = path.resolve(import.meta.dirname, '../../../node_modules/katex/dist');

/**
 * The public blog, rendered on the server: /blog, /blog/:slug (English; ?lang=zh for Chinese), /blog/files/:key (the
 * pictures published blogs show, and nothing else) and /sitemap.xml. Registered as routes, so the app's not-found
 * handler (which answers the single-page app) never sees these paths.
 */
export const blogPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = app.config.publicUrl.replace(/\/$/, '');
  const html = 'text/html; charset=utf-8';
  // A few minutes in shared caches: a new post shows soon, and a crawler storm does not reach the database each time.
  const cache = 'public, max-age=300';

  app.get('/blog', { schema: { hide: true, querystring: LanguageQuery } }, async (request, reply) => {
    const rows = await listPublishedBlogRows(app.db);
    return reply
      .type(html)
      .header('cache-control', cache)
      .send(renderBlogIndex(origin, rows, request.query.lang));
  });

  // `/blog/` is the index (a reader trimming an address stops there), not a post with an empty name.
  app.get('/blog/', { schema: { hide: true } }, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`/blog${query < 0 ? '' : request.url.slice(query)}`, 301);
  });

  app.get(
    '/blog/:slug',
    { schema: { hide: true, params: SlugParams, querystring: LanguageQuery } },
    async (request, reply) => {
      const { slug } = request.params;
      const row = slug.length <= SLUG_MAX ? await findPublishedBlogBySlug(app.db, slug) : undefined;
      if (!row) {
        const rows = await listPublishedBlogRows(app.db);
        return reply
          .status(404)
          .type(html)
          .send(renderBlogIndex(origin, rows, request.query.lang));
      }
      return reply
        .type(html)
        .header('cache-control', cache)
        .send(renderBlogPost(origin, row, request.query.lang));
    },
  );

  app.get(
    '/blog/files/:key',
    { schema: { hide: true, params: z.object({ key: z.string().max(64) }) } },
    async (request, reply) => {
      const { key } = request.params;
      if (!(await isPublishedBlogFile(app.db, key))) {
        return reply.status(404).send({ error: { code: 'file_not_found', message: 'File not found' } });
      }
      const file = await getStoredFile(app.db, app.files, key);
      return reply.type(file.contentType).header('cache-control', 'public, max-age=3600').send(file.bytes);
    },
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await listPublishedBlogRows(app.db);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cache)
      .send(renderSitemap(origin, rows));
  });

  // KaTeX's stylesheet and fonts, for posts with formulas.
  await app.register(fastifyStatic, { root: KATEX_DIST, prefix: '/blog/katex/', decorateReply: false, maxAge: '7d' });
};
