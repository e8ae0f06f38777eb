import { optionKeys } from '../../../../common/catalog';
import { pickText } from '../../../../common/i18n';
import type { PracticeView } from '../../../../common/practice';
import { RichHtml } from '../../../components/RichHtml';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { formatDuration, percent, timeUsedMs } from '../review';
import { useTeacherView } from '../useTeacherView';

/**
 * The printed paper: every question with its answer, correct answer, solution and mark. It exists only in print
 * (app.css hides it on screen and hides the shell and the screen's controls on paper).
 */
export function PrintView({ practice }: { practice: PracticeView }) {
  const { t } = useTranslation();
  const asTeacher = useTeacherView(practice);
  const language = currentLanguage();
  const score = practice.score ?? 0;
  return (
    <div className="print-only">
      <h1 style={{ fontSize: 20, margin: '0 0 4px' }}>{pickText(practice.subject.title, language)}</h1>
      <p style={{ margin: '0 0 12px' }}>
        {t('result.print.summary', {
          score,
          total: practice.totalScore,
          percent: percent(score, practice.totalScore),
          grade: practice.grade?.grade ?? '–',
          time: formatDuration(timeUsedMs(practice)),
          date: new Date(practice.createdAt).toLocaleDateString(language === 'zh' ? 'zh-HK' : 'en-GB'),
        })}
      </p>
      {practice.questions.map((question) => (
        <section key={question.questionNo} className="print-question">
          <h2 style={{ fontSize: 15, margin: '12px 0 4px' }}>
            {t('result.print.question', {
              no: question.questionNo,
              type: t(`practice.types.${question.type}`),
              score: question.score ?? '–',
              total: question.totalScore,
            })}
          </h2>
          <RichHtml html={question.questionHtml} />
          {question.options && (
            <ol type="A" style={{ margin: '4px 0 8px' }}>
              {optionKeys.map((key) => (
                <li key={key}>
                  <RichHtml html={question.options?.[key] ?? ''} inline component="span" />
                </li>
              ))}
            </ol>
          )}
          <p style={{ margin: '4px 0' }}>
            <strong>
              {t(asTeacher ? 'result.studentAnswer' : 'result.yourAnswer')}
              {t('common.colon')}
            </strong>
            {question.type === 'mc' ? (question.ans?.toUpperCase() ?? t('result.notAnswered')) : null}
          </p>
          {question.type !== 'mc' &&
            (question.ansHtml ? <RichHtml html={question.ansHtml} /> : <p>{t('result.notAnswered')}</p>)}
          {question.correctAns && (
            <p style={{ margin: '4px 0' }}>
              <strong>
                {t('solution.correctAnswer')}
                {t('common.colon')}
              </strong>
              {question.correctAns.toUpperCase()}
            </p>
          )}
          {question.solutionHtml && (
            <>
              <p style={{ margin: '6px 0 2px' }}>
                <strong>{t('solution.solution')}</strong>
              </p>
              <RichHtml html={question.solutionHtml} />
            </>
          )}
        </section>
      ))}
    </div>
  );
}
