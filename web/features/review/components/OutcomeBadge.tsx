import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/i18n';
import type { Outcome } from '../review';

const outcomeColor: Record<Outcome, string> = {
  correct: 'green',
  partial: 'yellow',
  incorrect: 'red',
  awaiting: 'gray',
};

export function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  return (
    <Badge color={outcomeColor[outcome]} variant="light" tt="none" data-outcome={outcome}>
      {t(`result.outcomes.${outcome}`)}
    </Badge>
  );
}
