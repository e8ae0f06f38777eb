import { describe, expect, it } from 'vitest';
import type { AssignmentQuestionView, AssignmentView } from '../../../../../common/assignments';
import { dueDateOfDay } from '../../../../components/assignments/form';
import { changesOf, draftOf, mainAction, totalScoreOf, withoutQuestion } from './draft';

const question = (id: string, totalScore = 1): AssignmentQuestionView => ({
  id,
  questionNo: 1,
  questionId: null,
  chapterId: 'c1',
  type: 'mc',
  level: 2,
  totalScore,
  questionHtml: '',
  options: null,
  correctAns: 'a',
  solutionHtml: null,
  source: { question: '', solution: '', options: null },
  editedAt: null,
});

// Due at 18:00 in Hong Kong on 2025-03-12 (a repeat may be due at any time of day).
const dueDate = Date.UTC(2025, 2, 12, 10, 0);

function view(overrides: Partial<AssignmentView> = {}): AssignmentView {
  return {
    id: 'a1',
    subject: { id: 's1', title: { en: 'Maths', zh: '數學' } },
    teacher: { id: 't1', displayName: 'Ms Wong', avatarUrl: null },
    mode: 'bank',
    locale: 'en',
    difficulty: 2,
    noOfQuestions: 2,
    noOfMCQuestions: 2,
    noOfShortQuestions: 0,
    noOfLongQuestions: 0,
    timeLimit: 30,
    dueDate,
    remark: '',
    published: false,
    createdAt: 0,
    status: 'not_published',
    chapterIds: ['c1'],
    students: [{ id: 's1', displayName: 'Chan', avatarUrl: null }],
    questions: [question('q1'), question('q2', 1)],
    mock: null,
    practiceId: null,
    shuffleOptions: false,
    ...overrides,
  };
}

describe("the confirm page's draft", () => {
  it('has nothing to save until something changes, keeping the exact due moment of an unchanged day', () => {
    const saved = view();
    expect(draftOf(saved).dueDay).toBe('2025-03-12');
    expect(changesOf(draftOf(saved), saved)).toBeNull();
  });

  it('sends only what changed, a new day due at its end in Hong Kong', () => {
    const saved = view();
    const draft = { ...draftOf(saved), dueDay: '2025-03-14', remark: 'Show working', studentIds: new Set<string>() };
    expect(changesOf(draft, saved)).toEqual({
      dueDate: dueDateOfDay('2025-03-14'),
      remark: 'Show working',
      studentIds: [],
    });
  });

  it('never sends the time limit or option shuffling of a published paper', () => {
    const published = view({ published: true, status: 'new' });
    expect(changesOf({ ...draftOf(published), timeLimit: 45, shuffleOptions: true }, published)).toBeNull();
    expect(changesOf({ ...draftOf(view()), shuffleOptions: true }, view())).toEqual({ shuffleOptions: true });
    expect(changesOf({ ...draftOf(view()), timeLimit: 45 }, view())).toEqual({ timeLimit: 45 });
  });

  it('publishes a paper with students, prints one for nobody or already published, asks for questions first', () => {
    expect(mainAction(view(), draftOf(view()))).toBe('publish');
    expect(mainAction(view(), { ...draftOf(view()), studentIds: new Set() })).toBe('print');
    const published = view({ published: true });
    expect(mainAction(published, draftOf(published))).toBe('print');
    const empty = view({ questions: [] });
    expect(mainAction(empty, draftOf(empty))).toBe('addQuestions');
  });

  it('deletes a question by saving the order without it, and sums the marks', () => {
    expect(withoutQuestion(view(), 'q1')).toEqual(['q2']);
    expect(totalScoreOf(view({ questions: [question('q1', 1), question('q2', 4)] }))).toBe(5);
  });
});
