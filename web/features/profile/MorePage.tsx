import { Card, Divider, NavLink } from '@mantine/core';
import '@mantine/core/styles/NavLink.css';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuildingCommunity,
  IconChevronRight,
  IconCrown,
  IconLogout,
  IconMail,
  IconSchool,
  IconShare,
  IconStar,
} from '@tabler/icons-react';
import { isAdminRole } from '../../../common/roles';
import { ContactUsDialog } from '../../components/ContactUsDialog';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { useMe } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { Link } from '../../lib/router';
import { useRecordReward } from './api';
import { RateDialog } from './components/RateDialog';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * `/app/more`: plans (everyone who can pay), my teachers (students) or my schools (teachers), contact us, share, rate
 * on a store, sign out.
 */
export function MorePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data: me } = useMe();
  const [contactOpened, contact] = useDisclosure(false);
  const [rateOpened, rate] = useDisclosure(false);
  const record = useRecordReward();

  async function handleShare() {
    const url = window.location.origin;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: t('app.name'), text: t('more.shareText'), url });
      } else {
        await navigator.clipboard.writeText(url);
      }
      // The share reward's window (if the settings give one) starts with the first share.
      record.mutate('share');
      notifySuccess(t('more.shared'));
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!isAbort(error)) notifyError(errorText(error));
    }
  }

  const chevron = <IconChevronRight size={18} color="var(--mantine-color-gray-5)" />;
  const rowProps = { py: 'md', fw: 500, rightSection: chevron } as const;
  // As in the menu: a student's my-teachers page opens once a teacher has invited them.
  const hasTeachers = me ? me.teacherLinks.accepted + me.teacherLinks.pending > 0 : false;
  const people =
    me?.role === 'student' && hasTeachers
      ? { to: '/app/my-teachers', label: t('more.myTeachers'), icon: IconSchool }
      : me?.role === 'teacher' && !me.isSchool && !me.isParent
        ? { to: '/app/my-schools', label: t('more.mySchools'), icon: IconBuildingCommunity }
        : null;

  return (
    <>
      <PageHeader title={t('more.title')} backTo="/app/profile" />
      <Card p={0}>
        {me && !isAdminRole(me.role) && <PlansRow isSchool={me.isSchool} rowProps={rowProps} />}
        {people && (
          <>
            <NavLink
              component={Link}
              to={people.to}
              label={people.label}
              leftSection={<people.icon size={22} stroke={1.7} />}
              {...rowProps}
            />
            <Divider />
          </>
        )}
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
          component="button"
          type="button"
          label={t('more.rate.entry')}
          leftSection={<IconStar size={22} stroke={1.7} />}
          onClick={rate.open}
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
      <RateDialog opened={rateOpened} onClose={rate.close} />
    </>
  );
}

/** Plans, for everyone who can pay (issue 26.5); a school's go to its seats. */
function PlansRow({ isSchool, rowProps }: { isSchool: boolean; rowProps: Record<string, unknown> }) {
  const { t } = useTranslation();
  return (
    <>
      <NavLink
        component={Link}
        to={isSchool ? '/app/pricing?seats=1' : '/app/pricing'}
        label={t('more.plans')}
        leftSection={<IconCrown size={22} stroke={1.7} />}
        {...rowProps}
      />
      <Divider />
    </>
  );
}
