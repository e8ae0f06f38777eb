import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NoContent } from '../../../common/api';
import { BookmarkView, QuestionParams, UpdateBookmarkBody } from '../../../common/practice';
import { addBookmark, listBookmarks, removeBookmark, updateBookmarkRemark } from './service';

const BookmarkParams = z.object({ bookmarkId: z.string().min(1).max(64) });
const BookmarkQuery = z.object({ subjectId: z.string().max(64).optional() });
const BookmarksAnswer = z.object({ bookmarks: z.array(BookmarkView) });

export const bookmarkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bookmarks',
    {
      schema: { summary: 'My bookmarks, newest first', querystring: BookmarkQuery, response: { 200: BookmarksAnswer } },
    },
    async (request) => ({
      bookmarks: await listBookmarks(app.context(request), request.query.subjectId),
    }),
  );

  app.put(
    '/api/practices/:practiceId/questions/:questionNo/bookmark',
    { schema: { summary: 'Bookmark a question', params: QuestionParams, response: { 200: BookmarkView } } },
    async (request) => addBookmark(app.context(request), request.params.practiceId, request.params.questionNo),
  );

  app.delete(
    '/api/practices/:practiceId/questions/:questionNo/bookmark',
    { schema: { summary: 'Remove a bookmark', params: QuestionParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await removeBookmark(app.context(request), request.params.practiceId, request.params.questionNo);
      return reply.status(204).send();
    },
  );

  app.patch(
    '/api/bookmarks/:bookmarkId',
    {
      schema: {
        summary: 'Edit a bookmark remark',
        params: BookmarkParams,
        body: UpdateBookmarkBody,
        response: { 200: BookmarkView },
      },
    },
    async (request) => updateBookmarkRemark(app.context(request), request.params.bookmarkId, request.body.remark),
  );
};
