import { Card, Divider, NavLink } from '@mantine/core';
import '@mantine/core/styles/NavLink.css';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronRight, IconLogout, IconMail, IconShare } from '@tabler/icons-react';
import { ContactUsDialog } from '../../components/ContactUsDialog';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { useMe } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { Link } from '../../lib/router';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** `/app/more`: contact us, share the app, sign out (store rating and links arrive with their own issues). */
export function MorePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data: me } = useMe();
  const [contactOpened, contact] = useDisclosure(false);

  async function handleShare() {
    const url = window.location.origin;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: t('app.name'), text: t('more.shareText'), url });
      } else {
        await navigator.clipboard.writeText(url);
      }
      notifySuccess(t('more.shared'));
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!isAbort(error)) notifyError(errorText(error));
    }
  }

  const chevron = <IconChevronRight size={18} color="var(--mantine-color-gray-5)" />;
  const rowProps = { py: 'md', fw: 500, rightSection: chevron } as const;

  return (
    <>
      <PageHeader title={t('more.title')} backTo="/app/profile" />
      <Card p={0}>
        <NavLink
          component="button"
          type="button"
          label={t('more.contact')}
          leftSection={<IconMail size={22} stroke={1.7} />}
          onClick={contact.open}
          {...rowProps}
        />
        <Divider />
        <NavLink
          component="button"
          type="button"
          label={t('more.share')}
          leftSection={<IconShare size={22} stroke={1.7} />}
          onClick={() => void handleShare()}
          {...rowProps}
        />
        <Divider />
        <NavLink
          component={Link}
          to="/logout"
          label={t('more.signOut')}
          leftSection={<IconLogout size={22} stroke={1.7} />}
          c="red.7"
          {...rowProps}
        />
      </Card>
      <ContactUsDialog opened={contactOpened} onClose={contact.close} defaultEmail={me?.email ?? ''} />
    </>
  );
}
