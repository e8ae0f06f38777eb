import { findGradeBandProblem } from '../../common/grades';
import { type Coverage, findCueWarnings, hasFigure, isKeyLongest, isKeyShortest, percent } from './coverage';
import {
  findLongMarksProblem,
  findMarksProblems,
  findMissingPicture,
  findStructuredShapeProblem,
  isStructured,
  STRUCTURED_MARKS,
} from './exam-fit';
import { type Fingerprint, fingerprintQuestion, reportNearDuplicates } from './near-duplicates';
import { findQuestionProblems, questionTextPairs, questionTexts } from './question-rules';
import type { ContentProblem, LoadedSubject } from './read';
import type { ContentChapter, ContentQuestion } from './schema';
import {
  CHAPTER_MINIMUM,
  CHAPTER_TARGET,
  type ExamFitRule,
  FIGURE_TARGET,
  NOTES_MINIMUM,
  STRICT_EXAM_FIT_SUBJECTS,
  STRUCTURED_PER_CHAPTER_TARGET,
} from './targets';
import {
  checkDiagrams,
  checkText,
  countChineseCharacters,
  countEnglishWords,
  type Diagrams,
  type SvgCache,
} from './text-rules';

/** A finding of an exam-fit rule (1-3 of issue 28): a problem for STRICT_EXAM_FIT_SUBJECTS, a warning elsewhere. */
export interface ExamFitFinding extends ContentProblem {
  subject: string;
  rule: ExamFitRule;
}

export interface SubjectCheck {
  problems: ContentProblem[];
  /** what --strict turns into problems: chapters under the target */
  shortfalls: ContentProblem[];
  /** never fatal: a guessable answer pattern, a figure or structured-question target not met */
  warnings: ContentProblem[];
  /** every exam-fit finding (also in problems when the subject is in STRICT_EXAM_FIT_SUBJECTS) */
  examFit: ExamFitFinding[];
  coverage: Coverage;
}

export interface ValidationContext {
  categoryIds: Set<string>;
  seenIds: Map<string, string>;
  assetsDir: string;
  svgCache?: SvgCache;
  /** the subjects whose exam-fit findings are problems (default STRICT_EXAM_FIT_SUBJECTS) */
  strictExamFit?: ReadonlySet<string>;
}

type At = Array<string | number>;

/** What one chapter holds, counted while its questions are checked. */
interface ChapterCounts {
  mc: number;
  short: number;
  long: number;
  structured: number;
  levels: Set<number>;
  /** the key of the chapter's previous MC question (file order) */
  previousKey?: string;
}

/** Every rule of content/README.md that a schema cannot say, for one subject file. */
export function validateSubject(loaded: LoadedSubject, context: ValidationContext): SubjectCheck {
  return new SubjectValidation(loaded, context).run();
}

/** One subject file's check: the findings so far, and a step per level of the file (subject, chapter, question). */
class SubjectValidation {
  private readonly problems: ContentProblem[] = [];
  private readonly shortfalls: ContentProblem[] = [];
  private readonly warnings: ContentProblem[] = [];
  private readonly examFit: ExamFitFinding[] = [];
  private readonly coverage: Coverage;
  /** chapters under the subject's structured-question target, as "id (count)" */
  private readonly structuredShort: string[] = [];
  private readonly fingerprints: Fingerprint[] = [];
  private readonly diagrams: Diagrams;
  private readonly isStrictFit: boolean;

  constructor(
    private readonly loaded: LoadedSubject,
    private readonly context: ValidationContext,
  ) {
    const { subject } = loaded;
    this.isStrictFit = (context.strictExamFit ?? STRICT_EXAM_FIT_SUBJECTS).has(subject.id);
    this.diagrams = { dir: context.assetsDir, cache: context.svgCache ?? new Map(), warn: this.warn };
    this.coverage = {
      subject: subject.id,
      chapters: 0,
      mc: 0,
      short: 0,
      long: 0,
      levels: [0, 0, 0],
      notes: 0,
      belowTarget: 0,
      keyLongest: 0,
      keyShortest: 0,
      keyPairs: 0,
      sameKeyPairs: 0,
      keyLetters: { a: 0, b: 0, c: 0, d: 0 },
      figures: 0,
      structured: 0,
      structuredMin: Number.POSITIVE_INFINITY,
    };
  }

  run(): SubjectCheck {
    const { subject } = this.loaded;
    if (!this.context.categoryIds.has(subject.category))
      this.report(['category'], `unknown category ${subject.category}`);
    this.claimId(subject.id, ['id']);
    const bandProblem = findGradeBandProblem(subject.grades);
    if (bandProblem) this.report(['grades'], `grade bands: ${bandProblem}`);
    subject.sections.forEach((section, s) => {
      this.claimId(section.id, ['sections', s, 'id']);
      section.chapters.forEach((chapter, c) => {
        this.checkChapter(chapter, ['sections', s, 'chapters', c]);
      });
    });
    reportNearDuplicates(this.fingerprints, this.report);
    if (this.coverage.chapters === 0) this.coverage.structuredMin = 0;
    this.warnAboutSubject();
    const { problems, shortfalls, warnings, examFit, coverage } = this;
    return { problems, shortfalls, warnings, examFit, coverage };
  }

  private readonly report = (at: At, message: string) => {
    this.problems.push({ file: this.loaded.file, line: this.loaded.lineOf(at), message });
  };

  private readonly warn = (at: At, message: string) => {
    this.warnings.push({ file: this.loaded.file, line: this.loaded.lineOf(at), message });
  };

  private reportFit(rule: ExamFitRule, at: At, message: string) {
    const finding = {
      file: this.loaded.file,
      line: this.loaded.lineOf(at),
      message,
      subject: this.loaded.subject.id,
      rule,
    };
    this.examFit.push(finding);
    if (this.isStrictFit) this.problems.push({ file: finding.file, line: finding.line, message });
  }

  private claimId(id: string, at: At) {
    const previous = this.context.seenIds.get(id);
    if (previous) this.report(at, `duplicate id ${id} (also in ${previous})`);
    else this.context.seenIds.set(id, this.loaded.file);
  }

  private checkChapter(chapter: ContentChapter, chapterAt: At) {
    this.claimId(chapter.id, [...chapterAt, 'id']);
    this.coverage.chapters++;
    this.checkNotes(chapter, chapterAt);
    const counts: ChapterCounts = { mc: 0, short: 0, long: 0, structured: 0, levels: new Set() };
    chapter.questions.forEach((question, q) => {
      this.checkQuestion(question, [...chapterAt, 'questions', q], counts);
    });
    this.coverage.structured += counts.structured;
    this.coverage.structuredMin = Math.min(this.coverage.structuredMin, counts.structured);
    const structuredTarget = STRUCTURED_PER_CHAPTER_TARGET[this.loaded.subject.id];
    if (structuredTarget !== undefined && counts.structured < structuredTarget)
      this.structuredShort.push(`${chapter.id} (${counts.structured})`);
    this.checkChapterSize(chapter, chapterAt, counts);
  }

  private checkNotes(chapter: ContentChapter, chapterAt: At) {
    if (!chapter.notes) {
      this.report(chapterAt, `chapter ${chapter.id} has no notes`);
      return;
    }
    this.coverage.notes++;
    const words = countEnglishWords(chapter.notes.en);
    const characters = countChineseCharacters(chapter.notes.zh);
    if (words < NOTES_MINIMUM.enWords)
      this.report([...chapterAt, 'notes', 'en'], `notes: ${words} English words, need ${NOTES_MINIMUM.enWords}`);
    if (characters < NOTES_MINIMUM.zhCharacters)
      this.report(
        [...chapterAt, 'notes', 'zh'],
        `notes: ${characters} Chinese characters, need ${NOTES_MINIMUM.zhCharacters}`,
      );
    checkText(chapter.notes.en, [...chapterAt, 'notes', 'en'], this.report);
    checkText(chapter.notes.zh, [...chapterAt, 'notes', 'zh'], this.report);
    checkDiagrams(chapter.notes, [...chapterAt, 'notes'], this.report, this.diagrams);
  }

  /** The chapter's floor (a problem), its target (a shortfall) and its three levels. */
  private checkChapterSize(chapter: ContentChapter, chapterAt: At, counts: ChapterCounts) {
    const { subject } = this.loaded;
    const target = CHAPTER_TARGET[subject.category];
    const total = chapter.questions.length;
    if (
      total < CHAPTER_MINIMUM.total ||
      counts.mc < CHAPTER_MINIMUM.mc ||
      counts.short < CHAPTER_MINIMUM.short ||
      counts.long < CHAPTER_MINIMUM.long
    ) {
      this.report(
        chapterAt,
        `chapter ${chapter.id} has ${total} questions (${counts.mc} mc, ${counts.short} short, ${counts.long} long); needs ${CHAPTER_MINIMUM.total} with at least ${CHAPTER_MINIMUM.mc} mc, ${CHAPTER_MINIMUM.short} short, ${CHAPTER_MINIMUM.long} long`,
      );
    }
    if (
      target &&
      (total < target.total || counts.mc < target.mc || counts.short < target.short || counts.long < target.long)
    ) {
      this.coverage.belowTarget++;
      this.shortfalls.push({
        file: this.loaded.file,
        line: this.loaded.lineOf(chapterAt),
        message: `chapter ${chapter.id} has ${total} questions (${counts.mc} mc, ${counts.short} short, ${counts.long} long); the ${subject.category} target is ${target.total} with at least ${target.mc} mc, ${target.short} short, ${target.long} long`,
      });
    }
    if (total > 0 && counts.levels.size < 3)
      this.report(
        chapterAt,
        `chapter ${chapter.id} has questions at levels ${[...counts.levels].sort().join(', ')} only; needs 1, 2 and 3`,
      );
  }

  private checkQuestion(question: ContentQuestion, at: At, counts: ChapterCounts) {
    this.claimId(question.id, [...at, 'id']);
    counts[question.type]++;
    this.coverage[question.type]++;
    this.coverage.levels[(question.level - 1) as 0 | 1 | 2] += 1;
    counts.levels.add(question.level);
    for (const problem of findQuestionProblems(question)) this.report(at, `${question.id}: ${problem}`);
    this.checkExamFit(question, at, counts);
    if (hasFigure(question)) this.coverage.figures++;
    for (const [key, text] of questionTexts(question)) checkText(text, [...at, ...key], this.report);
    for (const [key, texts] of questionTextPairs(question))
      checkDiagrams(texts, [...at, ...key], this.report, this.diagrams);
    this.countKey(question, counts);
    this.fingerprints.push(fingerprintQuestion(question, at));
  }

  /** Issue 28's rules 1-3, and the HKDSE long question's marks (a problem in every subject). */
  private checkExamFit(question: ContentQuestion, at: At, counts: ChapterCounts) {
    if (this.loaded.subject.category === 'hkdse') {
      const longMarks = findLongMarksProblem(question);
      if (longMarks) this.report([...at, 'totalScore'], `${question.id}: ${longMarks}`);
      if (isStructured(question)) counts.structured++;
      const shape = findStructuredShapeProblem(question);
      if (shape) this.reportFit(3, at, `${question.id}: ${shape}`);
    }
    const marksProblems = findMarksProblems(question);
    if (marksProblems.length > 0) this.reportFit(1, [...at, 'question'], `${question.id}: ${marksProblems.join('; ')}`);
    const missingPicture = findMissingPicture(question);
    if (missingPicture) this.reportFit(2, [...at, 'question'], `${question.id}: ${missingPicture}`);
  }

  /** The MC key's figures for the cue warnings (rule 4): longest, shortest, its letter, the same as the previous. */
  private countKey(question: ContentQuestion, counts: ChapterCounts) {
    if (question.type !== 'mc' || !question.options || !question.answer) return;
    const { coverage } = this;
    if (isKeyLongest(question)) coverage.keyLongest++;
    if (isKeyShortest(question)) coverage.keyShortest++;
    coverage.keyLetters[question.answer]++;
    if (counts.previousKey !== undefined) {
      coverage.keyPairs++;
      if (counts.previousKey === question.answer) coverage.sameKeyPairs++;
    }
    counts.previousKey = question.answer;
  }

  /** The subject's warnings: answer cues, too few figures, chapters short of structured questions. */
  private warnAboutSubject() {
    const { subject, file } = this.loaded;
    const { coverage, structuredShort, warnings } = this;
    warnings.push(...findCueWarnings(coverage).map((message) => ({ file, message })));
    const questions = coverage.mc + coverage.short + coverage.long;
    const figureTarget = FIGURE_TARGET[subject.id];
    if (figureTarget !== undefined && coverage.figures < Math.ceil(figureTarget * questions))
      warnings.push({
        file,
        message: `${subject.id}: ${coverage.figures} of ${questions} questions have a figure (${percent(coverage.figures, questions)}); the target is ${figureTarget * 100}% (${Math.ceil(figureTarget * questions)})`,
      });
    if (structuredShort.length > 0)
      warnings.push({
        file,
        message: `${subject.id}: ${structuredShort.length} of ${coverage.chapters} chapters have fewer than ${STRUCTURED_PER_CHAPTER_TARGET[subject.id]} structured (${STRUCTURED_MARKS.min}-${STRUCTURED_MARKS.max}-mark long) questions (fewest ${coverage.structuredMin}): ${structuredShort.slice(0, 8).join(', ')}${structuredShort.length > 8 ? ` and ${structuredShort.length - 8} more` : ''}`,
      });
  }
}
