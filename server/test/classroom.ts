import { createTestApp } from './app';

/**
 * The world most teacher tests start from: a fresh app, Ms Wong (a teacher with a premium seat unless `premium` is
 * false), Chan Tai Man (a student, linked to her when `linked`) and a catalogue of `questionsPerType` (3) a type.
 */
export async function createClassroom(
  options: { premium?: boolean; linked?: boolean; questionsPerType?: number } = {},
) {
  const test = await createTestApp();
  const teacher = await test.make.user('teacher', { name: 'Ms Wong' });
  const student = await test.make.user('student', { name: 'Chan Tai Man' });
  const catalogue = await test.make.catalogue({ questionsPerType: options.questionsPerType ?? 3 });
  if (options.premium !== false) await test.make.premium(teacher, 'teacher');
  if (options.linked) await test.make.link(teacher, student);
  return { ...test, teacher, student, catalogue };
}
