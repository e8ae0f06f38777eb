import { Card, Divider, NavLink } from '@mantine/core';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Divider.css';
import { useDisclosure } from '@mantine/hooks';
import {
  type Icon,
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
  const { data: me } = useMe();
  const [contactOpened, contact] = useDisclosure(false);
  const [rateOpened, rate] = useDisclosure(false);
  const handleShare = useShare();
  const people = usePeopleRow();
  return (
    <>
      <PageHeader title={t('more.title')} backTo="/app/profile" />
      <Card p={0}>
        {me && !isAdminRole(me.role) && (
          <>
            {/* Plans, for everyone who can pay (issue 26.5); a school's go to its seats. */}
            <MoreRow
              to={me.isSchool ? '/app/pricing?seats=1' : '/app/pricing'}
              label={t('more.plans')}
              icon={IconCrown}
            />
            <Divider />
          </>
        )}
        {people && (
          <>
            <MoreRow to={people.to} label={people.label} icon={people.icon} />
            <Divider />
          </>
        )}
        <MoreRow label={t('more.contact')} icon={IconMail} onClick={contact.open} />
        <Divider />
        <MoreRow label={t('more.share')} icon={IconShare} onClick={() => void handleShare()} />
        <Divider />
        <MoreRow label={t('more.rate.entry')} icon={IconStar} onClick={rate.open} />
        <Divider />
        <MoreRow to="/logout" label={t('more.signOut')} icon={IconLogout} color="red.7" />
      </Card>
      <ContactUsDialog opened={contactOpened} onClose={contact.close} defaultEmail={me?.email ?? ''} />
      <RateDialog opened={rateOpened} onClose={rate.close} />
    </>
  );
}

/** A row of the page: a link (`to`) or a button (`onClick`), its icon on the left and a chevron on the right. */
function MoreRow(props: { label: string; icon: Icon; to?: string; onClick?: () => void; color?: string }) {
  const { label, icon: RowIcon, to, onClick, color } = props;
  const look = {
    label,
    leftSection: <RowIcon size={22} stroke={1.7} />,
    c: color,
    py: 'md',
    fw: 500,
    rightSection: <IconChevronRight size={18} color="var(--mantine-color-gray-5)" />,
  } as const;
  return to ? (
    <NavLink component={Link} to={to} {...look} />
  ) : (
    <NavLink component="button" type="button" onClick={onClick} {...look} />
  );
}

/** Shares the app's address (the phone's share sheet, else the clipboard); the first share may earn a reward. */
function useShare() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const record = useRecordReward();
  return async function handleShare() {
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
  };
}

/** My teachers (a student once invited) or my schools (a teacher of no school account), as in the menu. */
function usePeopleRow() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const hasTeachers = me ? me.teacherLinks.accepted + me.teacherLinks.pending > 0 : false;
  if (me?.role === 'student' && hasTeachers)
    return { to: '/app/my-teachers', label: t('more.myTeachers'), icon: IconSchool };
  if (me?.role === 'teacher' && !me.isSchool && !me.isParent)
    return { to: '/app/my-schools', label: t('more.mySchools'), icon: IconBuildingCommunity };
  return null;
}
