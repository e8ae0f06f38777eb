import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PracticeView } from '../../../../common/practice';
import { PageHeader } from '../../../components/PageHeader';
import { QueryError } from '../../../components/QueryError';
import { useTranslation } from '../../../i18n/i18n';
import { practiceQuery } from '../../../lib/practices';
import { Navigate } from '../../../lib/router';

interface FinishedPracticeProps {
  practiceId: string;
  /** the page's title, above a load that failed */
  title: string;
  /** shown while the paper loads */
  skeleton: ReactNode;
  children: (practice: PracticeView) => ReactNode;
}

/**
 * A page of a handed-in paper (its result, a question's solution): its skeleton while the paper loads, a failed load
 * with the way back to the history, a paper not yet handed in sent back to its first question, else the page.
 */
export function FinishedPractice({ practiceId, title, skeleton, children }: FinishedPracticeProps) {
  const { t } = useTranslation();
  const practice = useQuery(practiceQuery(practiceId));
  if (practice.isPending) return skeleton;
  if (practice.isError) {
    return (
      <>
        <PageHeader title={title} backTo="/app/practice-history" />
        <QueryError query={practice} notFound={{ to: '/app/practice-history', label: t('app.toHistory') }} />
      </>
    );
  }
  if (practice.data.finishedAt === null) return <Navigate to={`/app/working/${practiceId}/1`} replace />;
  return children(practice.data);
}
