import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { GradeBand } from '../../common/catalog';
import type { PremiumSettingsBody } from '../../common/premium-settings';
import type { Role } from '../../common/roles';
import { updateProfile } from '../auth/queries';
import { callAs } from './requests';

export const TEST_PASSWORD = 'correct-horse-42';

const hkdseBands: GradeBand[] = [
  { grade: '5**', min: 0.85, max: 1, color: '#6a1b9a' },
  { grade: '4', min: 0.5, max: 0.85, color: '#43a047' },
  { grade: 'U', min: 0, max: 0.5, color: '#757575' },
];

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/** Builds the rows a test needs, each with unique ids, through the same paths the product uses. */
export function createFactories(app: FastifyInstance) {
  return {
    user: (role: Role | 'school' | null = 'student', fields: { email?: string; name?: string } = {}) =>
      makeUser(app, role, fields),
    catalogue: (options: { published?: boolean; questionsPerType?: number } = {}) => makeCatalogue(app, options),
    /** Gives a user one premium seat for their role, as a paid plan would, without going through billing. */
    /** The subject the mock papers' blueprints name, its chapters and its bank (`makeMockSubject`). */
    mockSubject: (options: { chapters?: number; bank: BankRow[] }) => makeMockSubject(app, options),
    premium: (user: { id: string }, plan: 'student' | 'teacher' = 'student') =>
      updateProfile(
        app.db,
        user.id,
        plan === 'student' ? { premiumStudentQuantity: 1 } : { premiumTeacherQuantity: 1 },
      ),
    /** Sets some of the free plan's limits in the premium settings row, the rest as they were. */
    freeLimits: (limits: Partial<PremiumSettingsBody['freeLimit']>) => setFreeLimits(app, limits),
    /** The teacher invites the student by e-mail and the student accepts: linked as the product links them. */
    link: (teacher: TestUser, student: TestUser) => linkStudent(app, teacher, student),
    unique,
  };
}

async function setFreeLimits(app: FastifyInstance, limits: Partial<PremiumSettingsBody['freeLimit']>) {
  const premium = app.db.selectFrom('settings').select('value').where('key', '=', 'premium');
  const settings = JSON.parse((await premium.executeTakeFirstOrThrow()).value);
  settings.freeLimit = { ...settings.freeLimit, ...limits };
  const value = JSON.stringify(settings);
  await app.db.updateTable('settings').set({ value }).where('key', '=', 'premium').execute();
}

async function linkStudent(app: FastifyInstance, teacher: TestUser, student: TestUser) {
  const call = callAs(app);
  const invited = await call(teacher, 'POST', '/api/students', { email: student.email });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await call(student, 'POST', `/api/teachers/${teacher.id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
}

const unique = () => randomBytes(4).toString('hex');

async function makeUser(
  app: FastifyInstance,
  role: Role | 'school' | null,
  fields: { email?: string; name?: string },
): Promise<TestUser> {
  const email = fields.email ?? `${role ?? 'none'}-${unique()}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      name: fields.name ?? `Test ${role}`,
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      role: 'student',
    },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const { user: created } = response.json() as { user: { id: string } };
  // Roles beyond the sign-up choices are set directly, as an operator would: no route grants them.
  await updateProfile(app.db, created.id, {
    role: role === 'school' ? 'teacher' : role,
    isSchool: role === 'school' ? 1 : 0,
  });
  return { id: created.id, email, password: TEST_PASSWORD, cookie: sessionCookie(response.headers['set-cookie']) };
}

/** A category, a subject (published unless asked otherwise), a section and two chapters with notes and questions. */
async function makeCatalogue(app: FastifyInstance, options: { published?: boolean; questionsPerType?: number }) {
  const id = unique();
  const subject = { categoryId: `cat-${id}`, subjectId: `sub-${id}`, sectionId: `sec-${id}` };
  const chapterIds = [`ch-${id}-1`, `ch-${id}-2`];
  const stamps = await insertSubject(app, subject, {
    titleEn: 'Maths',
    isNew: 1,
    grades: hkdseBands,
    published: options.published === false ? 0 : 1,
  });
  for (const [index, chapterId] of chapterIds.entries()) {
    await insertChapter(app, { ...subject, chapterId, index }, stamps);
    for (const type of ['mc', 'short', 'long'] as const) {
      for (let n = 0; n < (options.questionsPerType ?? 2); n++) {
        const place = { id: `q-${unique()}`, subjectId: subject.subjectId, chapterId };
        await insertQuestion(app, place, questionColumns(type, n), stamps.createdAt);
      }
    }
  }
  return { ...subject, chapterIds };
}

/** The subject the mock papers' blueprints name (content/blueprints), with the bands a DSE grade is read from. */
export const MOCK_SUBJECT = 'hkdse-math-cp';
// The catalogue's bands with a 3 from 40% in place of its 4 from 50%, so a mock's grade can be a 3.
const [topBand, , lowBand] = hkdseBands as [GradeBand, GradeBand, GradeBand];
const mockBands: GradeBand[] = [
  topBand,
  { grade: '3', min: 0.4, max: 0.85, color: '#43a047' },
  { ...lowBand, max: 0.4 },
];

/** Questions of one type and mark, `count` of them, for a mock subject's bank. */
export interface BankRow {
  type: 'mc' | 'short' | 'long';
  marks: number;
  count: number;
}

/**
 * The mock papers' subject: one compulsory section (`hkdse-math-cp-s1`), chapters `cp-ch1`... and a bank `cp-q0`...
 * dealt to the chapters in turn. Its ids are the blueprints' own, so a test makes it once.
 */
async function makeMockSubject(app: FastifyInstance, options: { chapters?: number; bank: BankRow[] }) {
  const subject = { categoryId: 'hkdse', subjectId: MOCK_SUBJECT, sectionId: `${MOCK_SUBJECT}-s1` };
  const chapterIds = Array.from({ length: options.chapters ?? 1 }, (_, index) => `cp-ch${index + 1}`);
  const stamps = await insertSubject(app, subject, {
    titleEn: 'Mathematics',
    isNew: 0,
    grades: mockBands,
    published: 1,
  });
  for (const [index, chapterId] of chapterIds.entries())
    await insertChapter(app, { ...subject, chapterId, index }, stamps);
  let n = 0;
  for (const { type, marks, count } of options.bank)
    for (let i = 0; i < count; i++, n++) {
      const place = { id: `cp-q${n}`, subjectId: MOCK_SUBJECT, chapterId: chapterIds[n % chapterIds.length]! };
      await insertQuestion(app, place, questionColumns(type, n, marks), stamps.createdAt);
    }
  return { ...subject, chapterIds };
}

type Stamps = { published: 1; deleted: 0; createdAt: number; updatedAt: number };

/** A category, its subject and the subject's one section; answers the stamps the rows under them take. */
async function insertSubject(
  app: FastifyInstance,
  ids: { categoryId: string; subjectId: string; sectionId: string },
  subject: { titleEn: string; isNew: 0 | 1; grades: GradeBand[]; published: 0 | 1 },
): Promise<Stamps> {
  const now = Date.now();
  const stamps = { published: 1, deleted: 0, createdAt: now, updatedAt: now } as const;
  await app.db
    .insertInto('categories')
    .values({
      id: ids.categoryId,
      titleEn: 'HKDSE',
      titleZh: '文憑試',
      audience: 'HKDSE students',
      order: 0,
      ...stamps,
    })
    .execute();
  await app.db
    .insertInto('subjects')
    .values({
      id: ids.subjectId,
      categoryId: ids.categoryId,
      titleEn: subject.titleEn,
      titleZh: '數學',
      order: 0,
      isOld: 0,
      isNew: subject.isNew,
      defaultLanguage: null,
      grades: JSON.stringify(subject.grades),
      ...stamps,
      published: subject.published,
    })
    .execute();
  await app.db
    .insertInto('sections')
    .values({ id: ids.sectionId, subjectId: ids.subjectId, titleEn: 'Algebra', titleZh: '代數', order: 0, ...stamps })
    .execute();
  return stamps;
}

/** A bank question under a chapter, its columns from `questionColumns`. */
async function insertQuestion(
  app: FastifyInstance,
  place: { id: string; subjectId: string; chapterId: string },
  columns: ReturnType<typeof questionColumns>,
  createdAt: number,
) {
  await app.db
    .insertInto('questions')
    .values({ ...columns, ...place, createdAt, updatedAt: createdAt })
    .execute();
}

/** Chapter `index + 1`, with notes holding a formula. */
async function insertChapter(
  app: FastifyInstance,
  chapter: { subjectId: string; sectionId: string; chapterId: string; index: number },
  stamps: Stamps,
) {
  const { index } = chapter;
  await app.db
    .insertInto('chapters')
    .values({
      id: chapter.chapterId,
      subjectId: chapter.subjectId,
      sectionId: chapter.sectionId,
      chapterNo: String(index + 1),
      titleEn: `Chapter ${index + 1}`,
      titleZh: `第${index + 1}章`,
      order: index,
      notesEn: 'Area: $\\pi r^2$',
      notesZh: '面積：$\\pi r^2$',
      notesCreatedAt: stamps.createdAt,
      ...stamps,
    })
    .execute();
}

/** The n-th bank question of a type: "What is n + 1?", an MC one with the answer as option a; `marks` 1 an MC, else 2. */
function questionColumns(type: 'mc' | 'short' | 'long', n: number, marks = type === 'mc' ? 1 : 2) {
  const option = (plus: number) => (type === 'mc' ? `${n + plus}` : null);
  return {
    level: (n % 3) + 1,
    type,
    questionEn: `What is $${n} + 1$?`,
    questionZh: `$${n} + 1$ 是多少？`,
    solutionEn: `${n + 1}`,
    solutionZh: `${n + 1}`,
    optionAEn: option(1),
    optionAZh: option(1),
    optionBEn: option(2),
    optionBZh: option(2),
    optionCEn: option(3),
    optionCZh: option(3),
    optionDEn: option(4),
    optionDZh: option(4),
    correctAns: type === 'mc' ? 'a' : null,
    totalScore: marks,
    approved: 1,
    deleted: 0,
    createdBy: 'content',
    sourceId: null,
    sourceHash: null,
    editedAt: null,
  } as const;
}

/** The `name=value` of the session cookie from a Set-Cookie header, ready for a Cookie header. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  // Behind TLS the cookie carries the __Secure- prefix.
  const session = all.find((cookie) => /^(__Secure-)?paperwise\.session_token=/.test(cookie));
  if (!session) throw new Error('no session cookie in the answer');
  return session.split(';')[0]!;
}
