import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { GradeBand } from '../../common/catalog';
import type { Role } from '../../common/roles';
import { updateProfile } from '../auth/queries';

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
  const unique = () => randomBytes(4).toString('hex');

  async function user(
    role: Role | 'school' | null = 'student',
    fields: { email?: string; name?: string } = {},
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

  async function catalogue(options: { published?: boolean; questionsPerType?: number } = {}) {
    const now = Date.now();
    const id = unique();
    const published = options.published === false ? 0 : 1;
    const categoryId = `cat-${id}`;
    const subjectId = `sub-${id}`;
    const sectionId = `sec-${id}`;
    const chapterIds = [`ch-${id}-1`, `ch-${id}-2`];
    await app.db
      .insertInto('categories')
      .values({
        id: categoryId,
        titleEn: 'HKDSE',
        titleZh: '文憑試',
        audience: 'HKDSE students',
        order: 0,
        published: 1,
        deleted: 0,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await app.db
      .insertInto('subjects')
      .values({
        id: subjectId,
        categoryId,
        titleEn: 'Maths',
        titleZh: '數學',
        order: 0,
        published,
        isOld: 0,
        isNew: 1,
        deleted: 0,
        defaultLanguage: null,
        grades: JSON.stringify(hkdseBands),
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await app.db
      .insertInto('sections')
      .values({
        id: sectionId,
        subjectId,
        titleEn: 'Algebra',
        titleZh: '代數',
        order: 0,
        published: 1,
        deleted: 0,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    for (const [index, chapterId] of chapterIds.entries()) {
      await app.db
        .insertInto('chapters')
        .values({
          id: chapterId,
          subjectId,
          sectionId,
          chapterNo: String(index + 1),
          titleEn: `Chapter ${index + 1}`,
          titleZh: `第${index + 1}章`,
          order: index,
          published: 1,
          deleted: 0,
          notesEn: 'Area: $\\pi r^2$',
          notesZh: '面積：$\\pi r^2$',
          notesCreatedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      for (const type of ['mc', 'short', 'long'] as const) {
        for (let n = 0; n < (options.questionsPerType ?? 2); n++) {
          await app.db
            .insertInto('questions')
            .values({
              id: `q-${unique()}`,
              subjectId,
              chapterId,
              level: (n % 3) + 1,
              type,
              questionEn: `What is $${n} + 1$?`,
              questionZh: `$${n} + 1$ 是多少？`,
              solutionEn: `${n + 1}`,
              solutionZh: `${n + 1}`,
              optionAEn: type === 'mc' ? `${n + 1}` : null,
              optionAZh: type === 'mc' ? `${n + 1}` : null,
              optionBEn: type === 'mc' ? `${n + 2}` : null,
              optionBZh: type === 'mc' ? `${n + 2}` : null,
              optionCEn: type === 'mc' ? `${n + 3}` : null,
              optionCZh: type === 'mc' ? `${n + 3}` : null,
              optionDEn: type === 'mc' ? `${n + 4}` : null,
              optionDZh: type === 'mc' ? `${n + 4}` : null,
              correctAns: type === 'mc' ? 'a' : null,
              totalScore: type === 'mc' ? 1 : 2,
              approved: 1,
              deleted: 0,
              createdBy: 'content',
              sourceId: null,
              sourceHash: null,
              editedAt: null,
              createdAt: now,
              updatedAt: now,
            })
            .execute();
        }
      }
    }
    return { categoryId, subjectId, sectionId, chapterIds };
  }

  return { user, catalogue, unique };
}

/** The `name=value` of the session cookie from a Set-Cookie header, ready for a Cookie header. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  // Behind TLS the cookie carries the __Secure- prefix.
  const session = all.find((cookie) => /^(__Secure-)?paperwise\.session_token=/.test(cookie));
  if (!session) throw new Error('no session cookie in the answer');
  return session.split(';')[0]!;
}
