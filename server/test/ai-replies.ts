import type { RecordedRequest } from './ai-server';

/**
 * What the local AI peer (ai-server.ts) answers to each of our prompts, by what the prompt asks: a question of the
 * asked type, a mark per marking-scheme point, or a worked solution. Tests and the browser tests' server use it.
 */
export function paperwiseReply(request: RecordedRequest, index: number): unknown {
  const text = JSON.stringify(request.messages);
  if (text.includes("Mark the student's answer")) {
    const total = Number(/Question \((\d+(?:\.\d+)?) marks\)/.exec(text)?.[1] ?? 4);
    return {
      points: [
        { point: 'States the key idea', awarded: Math.min(2, total), reason: 'The key idea is stated correctly.' },
        { point: 'Works it through', awarded: Math.max(0, Math.min(1, total - 2)), reason: 'One step is missing.' },
      ],
      feedback: 'A good start: show every step to earn full marks.',
    };
  }
  if (text.includes('Write the study notes')) {
    const chapter = /Chapter: ([^\n\\]*)/.exec(text)?.[1] ?? 'this chapter';
    return {
      en: `<h2>${chapter}</h2><p>The roots of $x^2 - 5x + 6 = 0$ are $x = 2$ and $x = 3$.</p><ul><li>Factorise first.</li></ul>`,
      zh: `<h2>${chapter}</h2><p>方程 $x^2 - 5x + 6 = 0$ 的根是 $x = 2$ 及 $x = 3$。</p><ul><li>先因式分解。</li></ul>`,
    };
  }
  if (text.includes('You transcribe the text of one image')) {
    return { text: 'Solve $x^2 = 9$.' };
  }
  if (text.includes("You read a student's handwritten answer")) {
    return { text: '$x^2 - 9 = (x-3)(x+3)$, so $x = 3$ or $x = -3$.' };
  }
  if (text.includes('You read an exam paper or worksheet that a Hong Kong teacher uploaded')) {
    // What the text model reads off a Word worksheet or a spreadsheet: one written question, numbered by the file.
    const file = Number(/file (\d+) of \d+/.exec(text)?.[1] ?? 1);
    return {
      questions: [
        {
          type: 'long',
          question: `Document ${file} Q1: explain why $x^2 - 9 = (x-3)(x+3)$.`,
          options: null,
          correct: null,
          solution: 'Expand $(x-3)(x+3)$ (2 marks) to get $x^2 - 9$ (2 marks).',
          totalScore: 4,
        },
      ],
    };
  }
  if (text.includes('You read one page of an exam paper')) {
    // What a vision model reads off a page: an MC question and a written one, numbered by the page.
    const page = Number(/page (\d+) of \d+/.exec(text)?.[1] ?? 1);
    return {
      questions: [
        {
          type: 'mc',
          question: `Page ${page} Q1: what is $\\frac{1}{2} + \\frac{1}{4}$?`,
          options: { a: '$\\frac{3}{4}$', b: '$\\frac{1}{6}$', c: '$\\frac{2}{6}$', d: '$1$' },
          correct: 'a',
          solution: '$\\frac{2}{4} + \\frac{1}{4} = \\frac{3}{4}$',
          totalScore: 1,
        },
        {
          type: 'short',
          question: `Page ${page} Q2: factorise $x^2 - 9$.`,
          options: null,
          correct: null,
          solution: '$(x-3)(x+3)$ (2 marks)',
          totalScore: 2,
        },
      ],
    };
  }
  if (text.includes('Write the worked solution')) {
    return { solution: `Factorise: $x^2 - 5x + 6 = (x-2)(x-3)$, so $x = 2$ or $x = 3$. (${index})` };
  }
  const type = /Type: (mc|short|long)/.exec(text)?.[1] ?? 'mc';
  const n = index + 1;
  if (type === 'mc') {
    return {
      question: `AI question ${n}: what is $${n} + ${n}$?`,
      options: { a: `$${2 * n}$`, b: `$${2 * n + 1}$`, c: `$${2 * n - 1}$`, d: `$${n}$` },
      correct: 'a',
      solution: `$${n} + ${n} = ${2 * n}$, so the answer is A.`,
    };
  }
  return {
    question: `AI question ${n}: solve $x^2 - 5x + 6 = 0$ and explain each step.`,
    options: null,
    correct: null,
    solution: 'Factorise $(x-2)(x-3) = 0$ (2 marks); so $x = 2$ or $x = 3$ (2 marks).',
  };
}
