import type { AssignmentView } from '../../../../../common/assignments';
import { optionKeys } from '../../../../../common/catalog';
import { pickText } from '../../../../../common/i18n';
import { RichHtml } from '../../../../components/RichHtml';
import { useTextsIn } from '../../../../i18n/i18n';
import { totalScoreOf } from '../confirm/draft';
import classes from './Print.module.css';
import { answerLines, mcAnswerSummary } from './print';

const paperTextParts = ['assignments'] as const;

interface PrintPaperProps {
  assignment: AssignmentView;
  /** the answer key with marking schemes, instead of the question paper */
  isKey: boolean;
}

/**
 * The assignment on paper (A4): a heading with the teacher's (or school's) name, the subject, time and marks, a
 * line for the student's name, then each question with room to write; or, as the key, each answer and marking
 * scheme. The same sheet shows on screen, so the teacher sees what will print.
 */
export function PrintPaper({ assignment, isKey }: PrintPaperProps) {
  // The labels (name, class, number, time, marks) are in the paper's language, not the interface's: a Chinese paper
  // printed from an English screen reads Chinese throughout (docs/product-rules.md).
  const language = assignment.locale;
  const { t, isReady } = useTextsIn(language, paperTextParts);
  if (!isReady) return null;
  const dateFormat = new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'Asia/Hong_Kong',
  });
  const summary = mcAnswerSummary(assignment.questions);
  return (
    <article
      className={classes.sheet}
      data-testid={isKey ? 'answer-key' : 'question-paper'}
      lang={language === 'zh' ? 'zh-HK' : 'en'}
    >
      <header className={classes.header}>
        <p className={classes.teacher}>{assignment.teacher.displayName}</p>
        <h1 className={classes.title}>
          {pickText(assignment.subject.title, assignment.locale)}
          {isKey && ` · ${t('print.keyTitle')}`}
        </h1>
        <p className={classes.meta}>
          {[
            t('print.timeLimit', { count: assignment.timeLimit }),
            t('print.totalMarks', { count: totalScoreOf(assignment) }),
            t('print.due', { date: dateFormat.format(assignment.dueDate) }),
          ].join(' · ')}
        </p>
        {!isKey && (
          <div className={classes.nameLine}>
            <span>{t('print.name')}</span>
            <span className={classes.blank} />
            <span>{t('print.class')}</span>
            <span className={classes.blankShort} />
            <span>{t('print.number')}</span>
            <span className={classes.blankShort} />
          </div>
        )}
        {!isKey && assignment.remark && <p className={classes.remark}>{assignment.remark}</p>}
      </header>

      {isKey && summary.length > 0 && (
        <section className={classes.mcKey} aria-label={t('print.mcAnswers')}>
          <h2 className={classes.sectionTitle}>{t('print.mcAnswers')}</h2>
          <ol className={classes.mcGrid}>
            {summary.map((item) => (
              <li key={item.questionNo}>
                <b>{item.questionNo}.</b> {item.answer}
              </li>
            ))}
          </ol>
        </section>
      )}

      {assignment.questions.map((question) => (
        <section key={question.id} className={classes.question}>
          <div className={classes.questionHead}>
            <span className={classes.questionNo}>{question.questionNo}.</span>
            <RichHtml html={question.questionHtml} className={classes.questionText} />
            <span className={classes.marks}>{t('print.marks', { count: question.totalScore })}</span>
          </div>
          {question.options && (
            <ol className={classes.options}>
              {optionKeys.map((key) => (
                <li key={key} className={isKey && question.correctAns === key ? classes.rightOption : undefined}>
                  <span className={classes.optionKey}>{key.toUpperCase()}.</span>
                  <RichHtml html={question.options?.[key] ?? ''} inline component="span" />
                </li>
              ))}
            </ol>
          )}
          {isKey ? (
            <div className={classes.scheme}>
              {question.correctAns && (
                <p>
                  <b>{t('print.answer', { key: question.correctAns.toUpperCase() })}</b>
                </p>
              )}
              <p className={classes.schemeLabel}>{t('print.scheme')}</p>
              {question.solutionHtml ? <RichHtml html={question.solutionHtml} /> : <p>{t('print.noScheme')}</p>}
            </div>
          ) : (
            <div
              className={classes.lines}
              style={{ height: `${answerLines(question.type, question.totalScore) * 9}mm` }}
              aria-hidden
            />
          )}
        </section>
      ))}
      <p className={classes.end}>{t('print.end')}</p>
    </article>
  );
}
