import { vi } from 'vitest';
import type { SubjectView } from '../../common/catalog';
import type { PublicConfig } from '../../common/config';
import type { StudentLinkView } from '../../common/links';
import type { Me } from '../../common/profile';
import type { SchoolLinkView } from '../../common/schools';

export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 'user-1',
    email: 'amy@example.com',
    displayName: 'Amy Chan',
    avatarUrl: null,
    role: 'student',
    isSchool: false,
    language: 'en',
    createdAt: 1_700_000_000_000,
    lastSeenAt: null,
    badge: 0,
    mustChangePassword: false,
    defaults: { school: null, category: null, subject: null, locale: null },
    premium: { studentQuantity: 0, teacherQuantity: 0, expiry: null, purchasedAt: null, isActive: false },
    teacherLinks: { accepted: 0, pending: 0 },
    schoolLinks: { accepted: 0, pending: 0 },
    overSeats: false,
    invitePrompt: null,
    isParent: false,
    parentTeaching: false,
    freeLimit: null,
    ...overrides,
  };
}

/** A school the teacher belongs to (accepted, its plan covering no free limits); its e-mail follows its id. */
export function makeSchoolLink(overrides: Partial<SchoolLinkView> & Pick<SchoolLinkView, 'schoolId'>): SchoolLinkView {
  return {
    email: `${overrides.schoolId}@example.com`,
    displayName: 'Hillside School',
    avatarUrl: null,
    accepted: true,
    createdAt: 1,
    coversFreeLimits: false,
    ...overrides,
  };
}

/** A teacher's accepted student Ben Wong of 5A (the list's view of a link); overrides name another. */
export function makeStudentLink(overrides: Partial<StudentLinkView> = {}): StudentLinkView {
  return {
    studentId: 'student-1',
    email: 'ben@example.com',
    displayName: 'Ben Wong',
    avatarUrl: null,
    className: '5A',
    classNumber: '12',
    accepted: true,
    createdAt: 1_700_000_000_000,
    teacherId: 'teacher-1',
    teacherName: 'Ms Wong',
    schoolId: null,
    schoolName: null,
    ...overrides,
  };
}

/** A published HKDSE subject, `math`, in English by default. */
export const mathSubject: SubjectView = {
  id: 'math',
  category: { id: 'dse', title: { en: 'HKDSE', zh: '文憑試' }, audience: 'secondary' },
  title: { en: 'Mathematics', zh: '數學' },
  defaultLanguage: 'en',
  grades: [],
  isNew: false,
};

export const publicConfig: PublicConfig = {
  version: '0.1.0',
  socialProviders: [],
  demoAccounts: [],
  demoPassword: null,
  contactEmail: 'support@example.com',
  ai: false,
};

type Route = { status: number; body?: unknown };
type Routes = Record<string, Route | ((init: RequestInit | undefined) => Route)>;

/** What a page in the app's shell asks first: the server's configuration and who is signed in (`me`). */
export function signedIn(me: Me = makeMe()): Routes {
  return {
    'GET /api/config': { status: 200, body: publicConfig },
    'GET /api/me': { status: 200, body: me },
  };
}

function respond({ status, body }: Route): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fake server: `'GET /api/me': { status: 200, body: me }`; anything else answers 404 not_found. */
export function stubApi(routes: Routes) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) return respond({ status: 404, body: { error: { code: 'not_found', message: key } } });
    return respond(typeof route === 'function' ? route(init) : route);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

type FakeServer = ReturnType<typeof stubApi>;
const requestOf = ([input, init]: Parameters<typeof fetch>) => `${init?.method ?? 'GET'} ${String(input)}`;

/** The method and path of every request the fake server was asked, in order: `'POST /api/students/invite'`. */
export function requests(fetch: FakeServer): string[] {
  return fetch.mock.calls.map(requestOf);
}

/** The JSON bodies sent with `request` (method and path), in order. */
export function bodiesOf(fetch: FakeServer, request: string): unknown[] {
  return fetch.mock.calls
    .filter((call) => requestOf(call) === request)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** The JSON body sent with the first `request`. */
export function bodyOf(fetch: FakeServer, request: string): unknown {
  const call = fetch.mock.calls.find((call) => requestOf(call) === request);
  return JSON.parse(String(call?.[1]?.body));
}
