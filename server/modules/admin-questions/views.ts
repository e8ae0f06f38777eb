import type { QuestionCardView, QuestionEditorView, QuestionStats } from '../../../common/admin-questions';
import { type OptionKey, optionKeys, type QuestionType } from '../../../common/catalog';
import type { Localized } from '../../../common/i18n';
import { findLatexErrors, renderRichText } from '../../render/rich-text';
import type { QuestionRecord } from './queries';

const assetBaseOf = (subjectId: string) => `/content-assets/${subjectId}/`;

export function toQuestionType(type: string): QuestionType {
  return type === 'short' || type === 'long' ? type : 'mc';
}

function stats(row: QuestionRecord): QuestionStats {
  return { a: row.statA, b: row.statB, c: row.statC, d: row.statD, blank: row.statBlank };
}

export function optionsOf(row: QuestionRecord): Record<OptionKey, Localized> {
  return {
    a: { en: row.optionAEn ?? '', zh: row.optionAZh ?? '' },
    b: { en: row.optionBEn ?? '', zh: row.optionBZh ?? '' },
    c: { en: row.optionCEn ?? '', zh: row.optionCZh ?? '' },
    d: { en: row.optionDEn ?? '', zh: row.optionDZh ?? '' },
  };
}

function render(text: Localized, assetBase: string): Localized {
  return { en: renderRichText(text.en, { assetBase }), zh: renderRichText(text.zh, { assetBase }) };
}

export function toCardView(row: QuestionRecord): QuestionCardView {
  return {
    id: row.id,
    subjectId: row.subjectId,
    sectionId: row.sectionId,
    chapter: { id: row.chapterId, chapterNo: row.chapterNo, title: { en: row.chapterTitleEn, zh: row.chapterTitleZh } },
    level: row.level,
    type: toQuestionType(row.type),
    questionHtml: render({ en: row.questionEn, zh: row.questionZh }, assetBaseOf(row.subjectId)),
    approved: row.approved === 1,
    totalScore: row.totalScore,
    stats: stats(row),
    createdBy: row.createdBy,
    createdAt: Number(row.createdAt),
    editedAt: row.editedAt === null ? null : Number(row.editedAt),
  };
}

export function toEditorView(row: QuestionRecord): QuestionEditorView {
  const assetBase = assetBaseOf(row.subjectId);
  const type = toQuestionType(row.type);
  const question = { en: row.questionEn, zh: row.questionZh };
  const solution = { en: row.solutionEn, zh: row.solutionZh };
  const options = optionsOf(row);
  const texts: Array<[string, string]> = [
    ['question.en', question.en],
    ['question.zh', question.zh],
    ['solution.en', solution.en],
    ['solution.zh', solution.zh],
    ...optionKeys.flatMap(
      (key): Array<[string, string]> => [
        [`options.${key}.en`, options[key].en],
        [`options.${key}.zh`, options[key].zh],
      ],
    ),
  ];
  return {
    id: row.id,
    subjectId: row.subjectId,
    sectionId: row.sectionId,
    chapterId: row.chapterId,
    level: row.level,
    type,
    totalScore: row.totalScore,
    approved: row.approved === 1,
    correctAns: optionKeys.find((key) => key === row.correctAns) ?? null,
    question,
    solution,
    options,
    preview: {
      questionHtml: render(question, assetBase),
      solutionHtml: render(solution, assetBase),
      optionsHtml:
        type === 'mc'
          ? {
              a: render(options.a, assetBase),
              b: render(options.b, assetBase),
              c: render(options.c, assetBase),
              d: render(options.d, assetBase),
            }
          : null,
    },
    latexErrors: findLatexErrors(texts),
    stats: stats(row),
    createdBy: row.createdBy,
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
    editedAt: row.editedAt === null ? null : Number(row.editedAt),
    version: Number(row.version),
  };
}
