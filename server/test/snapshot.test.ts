import { describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import { snapshotDatabase } from './snapshot';

// The snapshot the "writes nothing" tests compare must see this database's tables, and only them.
describe('snapshotDatabase', () => {
  it("reads every table of this database's own schema, and a write changes it", async () => {
    const test = await createTestApp();
    const before = await snapshotDatabase(test.app.db);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['profiles', 'practices', 'studentLinks', 'classes']));
    expect(Object.keys(before).some((name) => name.startsWith('kysely_') || name === 'rateLimits')).toBe(false);
    await test.make.user('student');
    const after = await snapshotDatabase(test.app.db);
    expect(after.profiles?.length).toBe((before.profiles?.length ?? 0) + 1);
  });
});
