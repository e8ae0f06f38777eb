import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';

describe('users page (super-admin)', () => {
  it('lists students and teachers with filters, records last seen, and edits premium', async () => {
    const test = await createTestApp();
    const superAdmin = await test.make.user('super-admin');
    const student = await test.make.user('student');
    const teacher = await test.make.user('teacher');
    await test.make.user('admin');
    const get = async (query: string) => (await test.call(superAdmin, 'GET', `/api/admin/users${query}`)).json();

    // Entering the app (GET /api/me) is being seen.
    await test.call(student, 'GET', '/api/me');
    const all = await get('');
    expect(all.users.map((u: { id: string }) => u.id)).toEqual([student.id, teacher.id]);
    expect(all.users[0].lastSeenAt).toBeGreaterThan(Date.now() - 60_000);
    expect(all.nextCursor).toBeNull();
    expect((await get('?role=teacher')).users.map((u: { id: string }) => u.id)).toEqual([teacher.id]);
    expect((await get(`?email=${encodeURIComponent(student.email)}`)).users).toHaveLength(1);
    // Part of an address finds it, in any case; % and _ are plain letters, not patterns.
    const [local = ''] = student.email.split('@');
    const part = await get(`?email=${encodeURIComponent(local.slice(1, 6).toUpperCase())}`);
    expect(part.users.map((u: { id: string }) => u.id)).toEqual([student.id]);
    expect((await get(`?email=${encodeURIComponent('%')}`)).users).toEqual([]);
    expect((await get(`?email=${encodeURIComponent('_')}`)).users).toEqual([]);

    const patch = (id: string, payload: object, cookie = superAdmin.cookie) =>
      test.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}/premium`, headers: { cookie }, payload });
    const negative = await patch(student.id, { studentQuantity: -1, teacherQuantity: 0, expiry: null });
    expect(negative.json().error.code).toBe('invalid_quantity');
    const expired = await patch(teacher.id, { studentQuantity: 0, teacherQuantity: 1, expiry: Date.now() - 1000 });
    expect(expired.json().premium.state).toBe('expired');
    const res = await patch(student.id, { studentQuantity: 1, teacherQuantity: 0, expiry: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().premium.state).toBe('active');
    const me = (await test.call(student, 'GET', '/api/me')).json();
    expect(me.premium.isActive).toBe(true);
    expect((await get('?premium=yes')).users).toHaveLength(2);
    expect((await get('?premium=no')).users).toHaveLength(0);

    // Nobody sets their own premium: not a student, nor a super-admin on their own row.
    expect(
      (await patch(student.id, { studentQuantity: 5, teacherQuantity: 0, expiry: null }, student.cookie)).statusCode,
    ).toBe(403);
    expect((await patch(superAdmin.id, { studentQuantity: 5, teacherQuantity: 0, expiry: null })).statusCode).toBe(403);

    const stats = (await test.call(superAdmin, 'GET', '/api/admin/users/stats')).json();
    const byKey = Object.fromEntries(stats.stats.map((s: { key: string; value: number }) => [s.key, s.value]));
    expect(byKey).toMatchObject({ total: 2, students: 1, teachers: 1, new24h: 2, active24h: 1, expiredPremium: 1 });
  });
});
