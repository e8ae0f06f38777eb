import http from 'node:http';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { defaultLearningSettings } from '../../../common/learning-settings';
import { defaultPremiumSettings } from '../../../common/settings';
import { multipart, type TestFile } from '../../storage/testing';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';

/**
 * Who may call each route of the content administration: the server answers 401 without a session and 403 to a
 * role that may not, whatever the web app shows. "Let through" means neither: the request reaches its handler
 * (which may still answer 404 or 409, e.g. a second delete of the same row). `editor` is a route the admin editors
 * share with the teachers' question editor (OCR of an image): teachers, schools, admins and super-admins.
 */
type Access = 'admin' | 'super-admin' | 'signed-in' | 'editor';

interface World {
  categoryId: string;
  subjectId: string;
  sectionId: string;
  chapterIds: string[];
  questionId: string;
  reportId: string;
  blogId: string;
  blogCategoryId: string;
  otherAdminId: string;
  studentId: string;
  fileKey: string;
  png: Buffer;
  xlsx: Buffer;
}

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (world: World) => string;
  access: Access;
  body?: (world: World) => unknown;
  file?: (world: World) => TestFile;
  /** an event stream that stays open: asked over real HTTP, and only its status is read */
  stream?: true;
}

/** The status of a GET over real HTTP; the connection is dropped as soon as the head arrives. */
function statusOverHttp(port: number, url: string, cookie: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, headers: cookie ? { cookie } : {} }, (res) => {
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
  });
}

let emailCounter = 0;

/** Every route of the issue, deletes last so the rows the others use stay until then. */
const routes: RouteCase[] = [
  { method: 'GET', url: () => '/api/admin/categories', access: 'super-admin' },
  { method: 'GET', url: () => '/api/admin/settings/premium', access: 'admin' },
  {
    method: 'PUT',
    url: () => '/api/admin/settings/premium',
    access: 'super-admin',
    body: () => defaultPremiumSettings,
  },
  { method: 'GET', url: () => '/api/admin/settings/learning', access: 'admin' },
  {
    method: 'PUT',
    url: () => '/api/admin/settings/learning',
    access: 'super-admin',
    body: () => defaultLearningSettings,
  },
  {
    method: 'PUT',
    url: () => '/api/admin/categories/order',
    access: 'super-admin',
    body: (w) => ({ ids: [w.categoryId] }),
  },
  { method: 'POST', url: () => '/api/admin/categories', access: 'super-admin', body: () => ({ title: { en: 'New' } }) },
  {
    method: 'PATCH',
    url: (w) => `/api/admin/categories/${w.categoryId}`,
    access: 'super-admin',
    body: () => ({ published: true }),
  },
  { method: 'GET', url: () => '/api/admin/subjects', access: 'super-admin' },
  { method: 'GET', url: (w) => `/api/admin/subjects/${w.subjectId}`, access: 'super-admin' },
  {
    method: 'PUT',
    url: () => '/api/admin/subjects/order',
    access: 'super-admin',
    body: (w) => ({ categoryId: w.categoryId, ids: [w.subjectId] }),
  },
  {
    method: 'POST',
    url: () => '/api/admin/subjects',
    access: 'super-admin',
    body: (w) => ({ categoryId: w.categoryId, title: { en: 'Physics', zh: '物理' } }),
  },
  {
    method: 'PATCH',
    url: (w) => `/api/admin/subjects/${w.subjectId}`,
    access: 'super-admin',
    body: () => ({ isOld: true }),
  },
  {
    method: 'PUT',
    url: (w) => `/api/admin/subjects/${w.subjectId}/syllabus/en`,
    access: 'super-admin',
    file: () => ({ bytes: Buffer.from('Syllabus'), name: 'syllabus.txt', type: 'text/plain' }),
  },
  { method: 'DELETE', url: (w) => `/api/admin/subjects/${w.subjectId}/syllabus/zh`, access: 'super-admin' },
  { method: 'GET', url: (w) => `/api/admin/subjects/${w.subjectId}/sections`, access: 'super-admin' },
  {
    method: 'PUT',
    url: () => '/api/admin/sections/order',
    access: 'super-admin',
    body: (w) => ({ subjectId: w.subjectId, ids: [w.sectionId] }),
  },
  {
    method: 'POST',
    url: () => '/api/admin/sections',
    access: 'super-admin',
    body: (w) => ({ subjectId: w.subjectId, title: { en: 'Geometry' } }),
  },
  {
    method: 'PATCH',
    url: (w) => `/api/admin/sections/${w.sectionId}`,
    access: 'super-admin',
    body: () => ({ published: true }),
  },
  {
    method: 'PUT',
    url: () => '/api/admin/chapters/order',
    access: 'super-admin',
    body: (w) => ({ sectionId: w.sectionId, ids: w.chapterIds }),
  },
  {
    method: 'POST',
    url: () => '/api/admin/chapters',
    access: 'super-admin',
    body: (w) => ({ sectionId: w.sectionId, chapterNo: '9', title: { en: 'Circles' } }),
  },
  {
    method: 'PATCH',
    url: (w) => `/api/admin/chapters/${w.chapterIds[0]}`,
    access: 'super-admin',
    body: () => ({ chapterNo: '1A' }),
  },
  { method: 'GET', url: (w) => `/api/admin/chapters/${w.chapterIds[0]}/notes`, access: 'super-admin' },
  {
    method: 'PUT',
    url: (w) => `/api/admin/chapters/${w.chapterIds[0]}/notes`,
    access: 'super-admin',
    body: () => ({ en: '<p>Notes</p>' }),
  },
  { method: 'POST', url: (w) => `/api/admin/chapters/${w.chapterIds[0]}/notes/ai`, access: 'super-admin' },
  { method: 'GET', url: (w) => `/api/admin/chapters/${w.chapterIds[0]}/notes/ai/no-such-job`, access: 'super-admin' },
  {
    method: 'POST',
    url: () => '/api/ai/ocr',
    access: 'editor',
    file: (w) => ({ bytes: w.png, name: 'scan.png', type: 'image/png' }),
  },
  { method: 'GET', url: () => '/api/ai/ocr/no-such-job', access: 'editor' },
  { method: 'GET', url: () => '/api/admin/automation', access: 'super-admin' },
  { method: 'PUT', url: () => '/api/admin/automation', access: 'super-admin', body: () => ({ enabled: false }) },
  { method: 'POST', url: () => '/api/admin/automation/run', access: 'super-admin' },
  {
    method: 'POST',
    url: () => '/api/admin/images',
    access: 'super-admin',
    file: (w) => ({ bytes: w.png, name: 'dot.png', type: 'image/png' }),
  },
  { method: 'GET', url: (w) => `/api/admin/questions?subject=${w.subjectId}`, access: 'admin' },
  { method: 'GET', url: (w) => `/api/admin/questions/counts?subject=${w.subjectId}`, access: 'admin' },
  {
    method: 'POST',
    url: () => '/api/admin/questions',
    access: 'admin',
    body: (w) => ({ chapterId: w.chapterIds[0] }),
  },
  { method: 'GET', url: (w) => `/api/admin/questions/item-analysis?subjectId=${w.subjectId}`, access: 'admin' },
  { method: 'GET', url: (w) => `/api/admin/questions/${w.questionId}`, access: 'admin' },
  {
    method: 'PATCH',
    url: (w) => `/api/admin/questions/${w.questionId}`,
    access: 'admin',
    body: () => ({ level: 2 }),
  },
  { method: 'GET', url: () => '/api/admin/questions/import/template', access: 'super-admin' },
  {
    method: 'POST',
    url: () => '/api/admin/questions/import?dryRun=true',
    access: 'super-admin',
    file: (w) => ({ bytes: w.xlsx, name: 'questions.xlsx' }),
  },
  { method: 'GET', url: () => '/api/admin/reports', access: 'admin' },
  {
    method: 'POST',
    url: (w) => `/api/admin/reports/${w.reportId}/resolve`,
    access: 'admin',
    body: () => ({ resolution: 'no_change', reply: 'The key is right.' }),
  },
  { method: 'GET', url: () => '/api/admin/blogs', access: 'admin' },
  { method: 'POST', url: () => '/api/admin/blogs', access: 'admin', body: () => ({ title: { en: 'A post' } }) },
  { method: 'GET', url: (w) => `/api/admin/blogs/${w.blogId}`, access: 'admin' },
  {
    method: 'PATCH',
    url: (w) => `/api/admin/blogs/${w.blogId}`,
    access: 'admin',
    body: (w) => ({ description: { en: 'Short' }, categoryIds: [w.blogCategoryId] }),
  },
  {
    method: 'PUT',
    url: (w) => `/api/admin/blogs/${w.blogId}/images/en`,
    access: 'admin',
    file: (w) => ({ bytes: w.png, name: 'dot.png', type: 'image/png' }),
  },
  { method: 'DELETE', url: (w) => `/api/admin/blogs/${w.blogId}/images/en`, access: 'admin' },
  { method: 'POST', url: (w) => `/api/admin/blogs/${w.blogId}/threads`, access: 'admin' },
  { method: 'GET', url: () => '/api/admin/blog-categories', access: 'admin' },
  {
    method: 'POST',
    url: () => '/api/admin/blog-categories',
    access: 'admin',
    body: () => ({ title: { zh: '消息' } }),
  },
  {
    method: 'PATCH',
    url: (w) => `/api/admin/blog-categories/${w.blogCategoryId}`,
    access: 'admin',
    body: () => ({ audience: 'Parents' }),
  },
  { method: 'GET', url: () => '/api/admin/admins', access: 'super-admin' },
  {
    method: 'POST',
    url: () => '/api/admin/admins',
    access: 'super-admin',
    body: () => ({ email: `made-${++emailCounter}@example.com`, displayName: 'Made', isSuperAdmin: false }),
  },
  {
    method: 'PATCH',
    url: (w) => `/api/admin/admins/${w.otherAdminId}`,
    access: 'super-admin',
    body: () => ({ displayName: 'Renamed' }),
  },
  { method: 'GET', url: (w) => `/api/files/${w.fileKey}`, access: 'signed-in' },
  { method: 'GET', url: () => '/api/admin/users?role=student&sort=createdAt', access: 'super-admin' },
  { method: 'GET', url: () => '/api/admin/users/stats', access: 'super-admin' },
  {
    method: 'PATCH',
    url: (w) => `/api/admin/users/${w.studentId}/premium`,
    access: 'super-admin',
    body: () => ({ studentQuantity: 1, teacherQuantity: 0, expiry: null }),
  },
  { method: 'DELETE', url: (w) => `/api/admin/reports/${w.reportId}`, access: 'admin' },
  { method: 'DELETE', url: (w) => `/api/admin/blogs/${w.blogId}`, access: 'admin' },
  { method: 'DELETE', url: (w) => `/api/admin/blog-categories/${w.blogCategoryId}`, access: 'admin' },
  { method: 'DELETE', url: (w) => `/api/admin/questions/${w.questionId}`, access: 'admin' },
  { method: 'DELETE', url: (w) => `/api/admin/admins/${w.otherAdminId}`, access: 'super-admin' },
  { method: 'DELETE', url: (w) => `/api/admin/chapters/${w.chapterIds[1]}`, access: 'super-admin' },
  { method: 'DELETE', url: (w) => `/api/admin/sections/${w.sectionId}`, access: 'super-admin' },
  { method: 'DELETE', url: (w) => `/api/admin/subjects/${w.subjectId}`, access: 'super-admin' },
  { method: 'DELETE', url: (w) => `/api/admin/categories/${w.categoryId}`, access: 'super-admin' },
];

const callers = ['anonymous', 'student', 'teacher', 'school', 'admin', 'super-admin'] as const;
type Caller = (typeof callers)[number];

function expectedFor(access: Access, caller: Caller): 401 | 403 | 'through' {
  if (caller === 'anonymous') return 401;
  if (access === 'signed-in') return 'through';
  if (access === 'editor') return caller === 'student' ? 403 : 'through';
  if (access === 'admin') return caller === 'admin' || caller === 'super-admin' ? 'through' : 403;
  return caller === 'super-admin' ? 'through' : 403;
}

async function buildWorld(test: TestApp, superAdmin: TestUser, student: TestUser): Promise<World> {
  const { app, make } = test;
  const catalogue = await make.catalogue({ questionsPerType: 1 });
  const question = await app.db
    .selectFrom('questions')
    .select('id')
    .where('chapterId', '=', catalogue.chapterIds[0]!)
    .executeTakeFirstOrThrow();
  const report = await app.db
    .insertInto('reports')
    .values({
      userId: student.id,
      questionId: question.id,
      subjectId: catalogue.subjectId,
      chapterId: catalogue.chapterIds[0]!,
      practiceId: null,
      assignmentId: null,
      questionNo: 1,
      locale: 'en',
      message: 'Answer b is also right',
      deleted: 0,
      createdAt: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const otherAdmin = await make.user('admin');
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const upload = await app.inject({
    method: 'PUT',
    url: `/api/admin/subjects/${catalogue.subjectId}/syllabus/zh`,
    ...(await multipart({ bytes: Buffer.from('課程綱要'), name: 'syllabus.txt' }, superAdmin.cookie)),
  });
  const fileKey = (upload.json().syllabus.zh.url as string).split('/').pop()!;
  const blog = await app.inject({
    method: 'POST',
    url: '/api/admin/blogs',
    headers: { cookie: superAdmin.cookie },
    payload: { title: { en: 'Matrix' } },
  });
  const blogCategory = await app.inject({
    method: 'POST',
    url: '/api/admin/blog-categories',
    headers: { cookie: superAdmin.cookie },
    payload: { title: { en: 'Tips' } },
  });
  const xlsx = await writeExcelFile([['Title'], ['id'], ['', catalogue.chapterIds[0]!]]).toBuffer();
  return {
    ...catalogue,
    questionId: question.id,
    reportId: String(report.id),
    blogId: blog.json().id,
    blogCategoryId: blogCategory.json().id,
    otherAdminId: otherAdmin.id,
    studentId: student.id,
    fileKey,
    png,
    xlsx,
  };
}

describe('content administration role matrix', () => {
  it('answers 401 without a session, 403 to a role that may not, and lets allowed roles through', async () => {
    const test = await createTestApp();
    const users: Record<Exclude<Caller, 'anonymous'>, TestUser> = {
      student: await test.make.user('student'),
      teacher: await test.make.user('teacher'),
      school: await test.make.user('school'),
      admin: await test.make.user('admin'),
      'super-admin': await test.make.user('super-admin'),
    };
    const world = await buildWorld(test, users['super-admin'], users.student);
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.server.address() as { port: number };
    const mismatches: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        const cookie = caller === 'anonymous' ? undefined : users[caller].cookie;
        const expected = expectedFor(route.access, caller);
        if (route.stream) {
          const status = await statusOverHttp(port, route.url(world), cookie);
          if (expected === 'through' ? status !== 200 : status !== expected) {
            mismatches.push(`${route.method} ${route.url(world)} as ${caller}: ${status}`);
          }
          continue;
        }
        const request = route.file
          ? await multipart(route.file(world), cookie)
          : {
              headers: cookie ? { cookie } : {},
              ...(route.body ? { payload: route.body(world) as Record<string, unknown> } : {}),
            };
        const res = await test.app.inject({ method: route.method, url: route.url(world), ...request });
        // Let through, but never a server error: a 500 would hide whether the role check ran.
        const ok =
          expected === 'through'
            ? ![401, 403].includes(res.statusCode) && res.statusCode < 500
            : res.statusCode === expected;
        if (!ok) mismatches.push(`${route.method} ${route.url(world)} as ${caller}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('the role matrix itself', () => {
  it('has an entry for every admin route the server serves', async () => {
    const { app } = await createTestApp();
    await app.ready();
    const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    // Any id will do: only the shape of each entry's URL is compared with the route's path.
    const world = new Proxy({} as World, { get: () => 'some-id' });
    const covered = routes.map((route) => `${route.method} ${route.url(world).split('?')[0]}`);
    const missing: string[] = [];
    for (const [template, operations] of Object.entries(spec.paths)) {
      if (!template.startsWith('/api/admin/')) continue;
      const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      for (const method of Object.keys(operations)) {
        const route = `${method.toUpperCase()} `;
        if (!covered.some((entry) => entry.startsWith(route) && pattern.test(entry.slice(route.length)))) {
          missing.push(`${method.toUpperCase()} ${template}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
