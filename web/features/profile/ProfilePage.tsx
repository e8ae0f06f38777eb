import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDots, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isAdminRole } from '../../../common/roles';
import { LanguagePicker } from '../../components/LanguagePicker';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../i18n/i18n';
import { useMe } from '../../lib/me';
import { Link, useNavigate } from '../../lib/router';
import { AvatarSection } from './components/AvatarSection';
import { ChangePasswordForm } from './components/ChangePasswordForm';
import { DigestSection } from './components/DigestSection';
import { NameForm } from './components/NameForm';
import { ParentTeachingSection } from './components/ParentTeachingSection';
import { PlanSection } from './components/PlanSection';
import { RoleSwitch } from './components/RoleSwitch';
import { TrialCountdown } from './components/TrialCountdown';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section">
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** `/app/profile`. Until a forced password change is done, it shows only that form (the shell allows no other page). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;

  if (me.mustChangePassword)
    return <ForcedPasswordChange isLinkedStudent={me.role === 'student' && me.teacherLinks.accepted > 0} />;

  return (
    <>
      <PageHeader
        title={t('profile.page.title')}
        right={
          <Button component={Link} to="/app/more" variant="light" leftSection={<IconDots size={18} />}>
            {t('profile.page.more')}
          </Button>
        }
      />
      <Stack gap="lg">
        <TrialCountdown isPremium={me.premium.isActive} createdAt={me.createdAt} />
        {!isAdminRole(me.role) && <PlanSection me={me} />}
        <Section title={t('profile.account.title')}>
          <Stack gap="md">
            <AvatarSection me={me} />
            <TextInput label={t('profile.account.email')} value={me.email} readOnly variant="filled" />
            <NameForm me={me} />
          </Stack>
        </Section>
        <Section title={t('profile.language.title')}>
          <Stack gap="xs">
            <LanguagePicker fullWidth />
            <Text size="sm" c="dimmed">
              {t('profile.language.hint')}
            </Text>
          </Stack>
        </Section>
        {!isAdminRole(me.role) && (
          <Section title={t('profile.role.title')}>
            <RoleSwitch me={me} />
          </Section>
        )}
        {me.role === 'teacher' && !me.isSchool && me.isParent && <ParentTeachingSection me={me} />}
        {me.role === 'teacher' && !me.isSchool && <DigestSection />}
        <Section title={t('profile.password.title')}>
          <ChangePasswordForm />
        </Section>
      </Stack>
    </>
  );
}

/** A first sign-in with a given password (a new admin, a school's teacher): the password must change first. */
function ForcedPasswordChange({ isLinkedStudent }: { isLinkedStudent: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A student whose teacher made the account is linked already (issue 26): their assignments are what they came for.
  const handleChanged = () => navigate(isLinkedStudent ? '/app/assignments' : '/app/', { replace: true });
  return (
    <>
      <PageHeader title={t('profile.password.title')} />
      <Stack gap="lg">
        <Alert color="orange" variant="light" icon={<IconLock size={20} />}>
          {t('profile.password.mustChange')}
        </Alert>
        <Card>
          <ChangePasswordForm onChanged={handleChanged} />
        </Card>
      </Stack>
    </>
  );
}
