import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChapterNotes, SectionsAnswer, SubjectsAnswer } from '../../../common/catalog-views';
import { getChapterNotes, getSubjectChapters, getSubjects } from './service';

const SubjectParams = z.object({ subjectId: z.string().min(1).max(64) });
const ChapterParams = z.object({ chapterId: z.string().min(1).max(64) });

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/subjects',
    {
      schema: {
        summary: 'Published subjects with category, titles and grade bands',
        response: { 200: SubjectsAnswer },
      },
    },
    async (request) => ({
      subjects: await getSubjects(app.context(request)),
    }),
  );

  app.get(
    '/api/subjects/:subjectId/chapters',
    {
      schema: {
        summary: 'Sections and chapters of a subject, with approved question counts',
        params: SubjectParams,
        response: { 200: SectionsAnswer },
      },
    },
    async (request) => ({ sections: await getSubjectChapters(app.context(request), request.params.subjectId) }),
  );

  app.get(
    '/api/chapters/:chapterId/notes',
    {
      schema: {
        summary: 'Study notes of a chapter, rendered to HTML',
        params: ChapterParams,
        response: { 200: ChapterNotes },
      },
    },
    async (request) => getChapterNotes(app.context(request), request.params.chapterId),
  );
};
