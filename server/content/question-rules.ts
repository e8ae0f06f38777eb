import type { ContentQuestion } from './schema';

/** The rules of one question on its own: options, answer, marks. */
export function findQuestionProblems(question: ContentQuestion): string[] {
  const problems: string[] = [];
  if (question.type === 'mc') {
    if (!question.options) problems.push('an mc question needs options a, b, c and d');
    else {
      for (const language of ['en', 'zh'] as const) {
        const texts = Object.values(question.options).map((option) => option[language].replace(/\s+/g, ' ').trim());
        if (new Set(texts).size !== 4) problems.push(`options must be four different texts (${language})`);
      }
    }
    if (!question.answer) problems.push('an mc question needs exactly one answer (a-d)');
    if (question.marking) problems.push('an mc question has no marking scheme');
    if (question.totalScore !== undefined && question.totalScore !== 1) problems.push('an mc question is worth 1');
  } else {
    if (question.options || question.answer)
      problems.push(`a ${question.type} question has no options or answer letter`);
    const total = question.totalScore ?? 2;
    if (!question.marking) problems.push('needs a marking scheme');
    else {
      const sum = question.marking.reduce((marks, point) => marks + point.marks, 0);
      if (sum !== total) problems.push(`marking scheme adds up to ${sum}, totalScore is ${total}`);
    }
  }
  return problems;
}

export function questionTexts(question: ContentQuestion): Array<[string[], string]> {
  const texts: Array<[string[], string]> = [];
  for (const language of ['en', 'zh'] as const) {
    texts.push([['question', language], question.question[language]]);
    texts.push([['solution', language], question.solution[language]]);
    for (const key of ['a', 'b', 'c', 'd'] as const) {
      const option = question.options?.[key];
      if (option) texts.push([['options', key, language], option[language]]);
    }
    for (const [index, point] of (question.marking ?? []).entries())
      texts.push([['marking', String(index), language], point[language]]);
  }
  return texts;
}

export function questionTextPairs(question: ContentQuestion): Array<[string[], { en: string; zh: string }]> {
  const pairs: Array<[string[], { en: string; zh: string }]> = [
    [['question'], question.question],
    [['solution'], question.solution],
  ];
  for (const key of ['a', 'b', 'c', 'd'] as const) {
    const option = question.options?.[key];
    if (option) pairs.push([['options', key], option]);
  }
  for (const [index, point] of (question.marking ?? []).entries()) pairs.push([['marking', String(index)], point]);
  return pairs;
}
