import { Text } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../i18n/i18n';
import { useMe } from '../../lib/me';
import { PracticeCatalog } from './components/PracticeCatalog';

/** `/app/free-practice`: for now the subject and notes browser; the practice issue adds the rest of the form. */
export function FreePracticePage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <>
      <PageHeader title={t('practice.free.title')} />
      <Text c="dimmed" mt={-8} mb="lg">
        {t('practice.free.intro')}
      </Text>
      {me && <PracticeCatalog me={me} />}
    </>
  );
}
