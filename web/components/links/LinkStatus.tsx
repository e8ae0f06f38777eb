import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n';

export function formatInvitedDate(at: number, language: string): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', { dateStyle: 'medium' }).format(at);
}

/** Pending until the student accepts; a rejected or removed link is gone from both lists. */
export function LinkStatusBadge({ accepted }: { accepted: boolean }) {
  const { t } = useTranslation();
  return (
    // At least its text's width: a squeezed table column must not cut the status to 'PE…'.
    <Badge variant="light" color={accepted ? 'teal' : 'orange'} miw="max-content">
      {t(accepted ? 'links.status.accepted' : 'links.status.pending')}
    </Badge>
  );
}

export function SchoolBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color="grape" size="sm">
      {t('links.school')}
    </Badge>
  );
}
