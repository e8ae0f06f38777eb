import { useTranslation } from '../../i18n/i18n';

/** Where an assignment page sends its reader when the assignment is not there (deleted, or not theirs): the list. */
export function useToAssignments(): { to: string; label: string } {
  const { t } = useTranslation();
  return { to: '/app/assignments', label: t('assignments.list.title') };
}
