import { Anchor } from '@mantine/core';
import { useTranslation } from '../../../../i18n/i18n';
import { Link } from '../../../../lib/router';

/** After a free plan's limit in the create tabs' error: the way to the pricing page. */
export function UpgradeLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/app/pricing" size="sm" fw={600}>
      {t('create.upgrade')}
    </Anchor>
  );
}
