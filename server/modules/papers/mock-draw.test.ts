import { describe, expect, it } from 'vitest';
import type { BlueprintSection } from '../../content/schema';
import { AppError } from '../../errors';
import { drawMockSections, type MockCandidate } from './mock-draw';

/** A seeded generator, so each test draws the same paper every run. */
function seeded(seed = 1) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const section = (fields: Partial<BlueprintSection>): BlueprintSection => ({
  id: 'a',
  title: { en: 'Section A', zh: '甲部' },
  format: 'written',
  types: ['short', 'long'],
  part: 'compulsory',
  marks: 35,
  marksPerQuestion: { min: 1, max: 13 },
  ...fields,
});

let next = 0;
const questions = (count: number, fields: Partial<MockCandidate>): MockCandidate[] =>
  Array.from({ length: count }, () => ({
    id: `q${next++}`,
    type: 'mc',
    level: 1 + (next % 3),
    totalScore: 1,
    sectionId: 'maths-s1',
    ...fields,
  }));

const marksOf = (ids: string[], bank: MockCandidate[]) =>
  ids.reduce((sum, id) => sum + bank.find((q) => q.id === id)!.totalScore, 0);

describe('drawing a mock paper to its blueprint', () => {
  it('fills an MC section with its number of questions, easier first', () => {
    const bank = questions(60, { type: 'mc' });
    const [drawn] = drawMockSections(
      {
        sections: [
          section({ format: 'mc', types: ['mc'], marks: 45, questions: 45, marksPerQuestion: { min: 1, max: 1 } }),
        ],
      },
      bank,
      new Set(),
      seeded(),
    );
    expect(drawn!.questionIds).toHaveLength(45);
    expect(new Set(drawn!.questionIds).size).toBe(45);
    const levels = drawn!.questionIds.map((id) => bank.find((q) => q.id === id)!.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });

  it("adds a written section's questions up to its marks exactly, each within the marks range and the count range", () => {
    const bank = [
      ...questions(12, { type: 'short', totalScore: 3 }),
      ...questions(12, { type: 'short', totalScore: 4 }),
      ...questions(12, { type: 'short', totalScore: 5 }),
      ...questions(6, { type: 'short', totalScore: 2 }),
      ...questions(6, { type: 'long', totalScore: 6 }),
    ];
    for (let seed = 1; seed <= 20; seed++) {
      const [drawn] = drawMockSections(
        {
          sections: [
            section({
              types: ['short'],
              marks: 35,
              questions: { min: 8, max: 11 },
              marksPerQuestion: { min: 3, max: 5 },
            }),
          ],
        },
        bank,
        new Set(),
        seeded(seed),
      );
      expect(drawn!.marks).toBe(35);
      expect(marksOf(drawn!.questionIds, bank)).toBe(35);
      expect(drawn!.questionIds.length).toBeGreaterThanOrEqual(8);
      expect(drawn!.questionIds.length).toBeLessThanOrEqual(11);
      for (const id of drawn!.questionIds) {
        const q = bank.find((candidate) => candidate.id === id)!;
        expect(q.type).toBe('short');
        expect(q.totalScore).toBeGreaterThanOrEqual(3);
        expect(q.totalScore).toBeLessThanOrEqual(5);
      }
    }
  });

  it('never draws a question twice across sections, and keeps to the part of the syllabus each section names', () => {
    const bank = [
      ...questions(20, { type: 'long', totalScore: 6, sectionId: 'econ-s1' }),
      ...questions(20, { type: 'long', totalScore: 6, sectionId: 'econ-e1' }),
    ];
    const drawn = drawMockSections(
      {
        sections: [
          section({ id: 'a', types: ['long'], marks: 36, questions: 6, marksPerQuestion: { min: 5, max: 8 } }),
          section({ id: 'b', types: ['long'], marks: 36, questions: 6, marksPerQuestion: { min: 5, max: 8 } }),
          section({
            id: 'c',
            types: ['long'],
            part: 'elective',
            marks: 12,
            questions: 2,
            marksPerQuestion: { min: 5, max: 8 },
          }),
        ],
      },
      bank,
      new Set(),
      seeded(),
    );
    const ids = drawn.flatMap((s) => s.questionIds);
    expect(new Set(ids).size).toBe(ids.length);
    const partOf = (id: string) => bank.find((q) => q.id === id)!.sectionId;
    expect(drawn[0]!.questionIds.every((id) => partOf(id) === 'econ-s1')).toBe(true);
    expect(drawn[1]!.questionIds.every((id) => partOf(id) === 'econ-s1')).toBe(true);
    expect(drawn[2]!.questionIds.every((id) => partOf(id) === 'econ-e1')).toBe(true);
  });

  it('takes questions the student has not seen before those they have', () => {
    const bank = questions(40, { type: 'mc' });
    const seen = new Set(bank.slice(0, 30).map((q) => q.id));
    const [drawn] = drawMockSections(
      {
        sections: [
          section({ format: 'mc', types: ['mc'], marks: 10, questions: 10, marksPerQuestion: { min: 1, max: 1 } }),
        ],
      },
      bank,
      seen,
      seeded(),
    );
    expect(drawn!.questionIds.filter((id) => seen.has(id))).toEqual([]);
  });

  it('refuses with not_enough_questions when an MC section is short, saying how many there are', () => {
    const bank = questions(20, { type: 'mc' });
    const draw = () =>
      drawMockSections(
        {
          sections: [
            section({ format: 'mc', types: ['mc'], marks: 30, questions: 30, marksPerQuestion: { min: 1, max: 1 } }),
          ],
        },
        bank,
        new Set(),
        seeded(),
      );
    expect(draw).toThrow(AppError);
    expect(draw).toThrow(
      expect.objectContaining({ code: 'not_enough_questions', params: { type: 'mc', available: 20, requested: 30 } }),
    );
  });

  it('refuses when a written section cannot come near its marks', () => {
    const bank = questions(3, { type: 'long', totalScore: 12 });
    expect(() =>
      drawMockSections(
        { sections: [section({ types: ['long'], marks: 50, questions: 4, marksPerQuestion: { min: 10, max: 13 } })] },
        bank,
        new Set(),
        seeded(),
      ),
    ).toThrow(expect.objectContaining({ code: 'not_enough_questions' }));
  });
});
