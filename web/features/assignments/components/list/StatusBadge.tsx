import { Badge } from '@mantine/core';
import { type AssignmentStatus, assignmentStatusColor } from '../../../../../common/assignment-rules';
import { useTranslation } from '../../../../i18n/i18n';

/** The spec's status label in its colour (common/assignment-rules.ts decides both). */
export function StatusBadge({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={assignmentStatusColor(status)} variant="light" tt="none" data-status={status}>
      {t(`assignments.status.${status}`)}
    </Badge>
  );
}
