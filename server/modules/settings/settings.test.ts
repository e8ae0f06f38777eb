import { describe, expect, it } from 'vitest';
import type { PremiumSettingsView } from '../../../common/premium-settings';
import { defaultPremiumSettings } from '../../../common/settings';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';
import { snapshotDatabase } from '../../test/snapshot';

const URL = '/api/admin/settings/premium';

const read = (test: TestApp, user: TestUser) => test.call(user, 'GET', URL);
const save = (test: TestApp, user: TestUser, payload: unknown) => test.call(user, 'PUT', URL, payload as object);

const withQuestionsPerPractice = (questionsPerPractice: number) => ({
  ...defaultPremiumSettings,
  freeLimit: { ...defaultPremiumSettings.freeLimit, questionsPerPractice },
});

describe('the premium settings page', () => {
  it('shows an admin the limits and prices in force, read-only', async () => {
    const test = await createTestApp();
    const admin = await test.make.user('admin');
    const res = await read(test, admin);
    expect(res.statusCode).toBe(200);
    const view = res.json() as PremiumSettingsView;
    expect(view.settings).toEqual(defaultPremiumSettings);
    expect(view.canEdit).toBe(false);
  });

  it('lets a super-admin change them, and a free account meets the new limit at once', async () => {
    const test = await createTestApp();
    const superAdmin = await test.make.user('super-admin');
    const student = await test.make.user('student');
    const catalogue = await test.make.catalogue({ questionsPerType: 3 });
    const sixQuestions = () =>
      test.call(student, 'POST', '/api/practices', {
        subjectId: catalogue.subjectId,
        chapterIds: catalogue.chapterIds,
        locale: 'en',
        difficulty: 1,
        noOfMCQuestions: 6,
        timeLimit: 10,
      });
    expect((await sixQuestions()).statusCode).toBe(403);

    const res = await save(test, superAdmin, withQuestionsPerPractice(6));
    expect(res.statusCode).toBe(200);
    const view = res.json() as PremiumSettingsView;
    expect(view.settings.freeLimit.questionsPerPractice).toBe(6);
    expect(view.canEdit).toBe(true);
    expect(view.updatedAt).toEqual(expect.any(Number));
    expect((await read(test, superAdmin)).json()).toEqual(view);

    expect((await sixQuestions()).statusCode).toBe(201);
  });

  it('refuses an admin, a teacher and a student the change, writing nothing', async () => {
    const test = await createTestApp();
    for (const role of ['admin', 'teacher', 'student'] as const) {
      const user = await test.make.user(role);
      const after = await snapshotDatabase(test.app.db);
      expect((await save(test, user, withQuestionsPerPractice(50))).statusCode).toBe(403);
      expect(await snapshotDatabase(test.app.db)).toEqual(after);
    }
    const student = await test.make.user('student');
    expect((await read(test, student)).statusCode).toBe(403);
  });

  it('refuses values out of range and an offer or a school price dearer than the regular price, writing nothing', async () => {
    const test = await createTestApp();
    const superAdmin = await test.make.user('super-admin');
    const before = await snapshotDatabase(test.app.db);
    const bad = [
      withQuestionsPerPractice(0),
      withQuestionsPerPractice(2.5),
      { ...defaultPremiumSettings, freeTrialDays: -1 },
      {
        ...defaultPremiumSettings,
        prices: { ...defaultPremiumSettings.prices, student: { regular: 59, limitedTime: 60, school: 55 } },
      },
      {
        ...defaultPremiumSettings,
        prices: { ...defaultPremiumSettings.prices, teacher: { regular: 89, limitedTime: 55, school: 90 } },
      },
      { ...defaultPremiumSettings, limitedTimeOffer: { enabled: true, cap: 0, minimumMonths: 6 } },
      { ...defaultPremiumSettings, prices: undefined },
    ];
    for (const payload of bad) {
      const res = await save(test, superAdmin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: expect.stringMatching(/invalid_setting|invalid_request/) } });
    }
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });
});
