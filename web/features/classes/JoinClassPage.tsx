import '@mantine/core/styles/ThemeIcon.css';
import { Alert, Box, Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconSchool, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { JoinPreview } from '../../../common/classes';
import { BrandMark } from '../../components/BrandMark';
import { FullPageLoader } from '../../components/FullPageLoader';
import { LanguagePicker } from '../../components/LanguagePicker';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { forgetJoinCode, pendingJoinCode, rememberJoinCode } from '../../lib/joinCode';
import { useMe } from '../../lib/me';
import { notifySuccess } from '../../lib/notify';
import { Link, Navigate, useNavigate, useParams } from '../../lib/router';
import { joinPreviewQuery, useJoinClass } from './api';

/**
 * `/join/:code`: a class's join link. Anyone sees which class and teacher it is; a signed-out visitor signs up or in
 * (the code is remembered and the app comes back here); a student joins with one button, or at once when they come
 * back from signing up for this link; a teacher, parent, school or admin is told the link is for students.
 */
export function JoinClassPage() {
  const { code = '' } = useParams();
  const { data: me, isPending: isMePending } = useMe();
  const preview = useQuery(joinPreviewQuery(code));
  if (isMePending || preview.isPending) return <FullPageLoader />;
  // An account without a role yet finishes onboarding first; the sign-in page brings it back here.
  if (me && !me.role) {
    rememberJoinCode(code);
    return <Navigate to="/" replace />;
  }
  return (
    <JoinFrame>
      {preview.isError ? (
        <CodeNotFound error={preview.error} />
      ) : !me ? (
        <SignedOut code={code} preview={preview.data} />
      ) : me.role === 'student' ? (
        <StudentJoin code={code} preview={preview.data} />
      ) : (
        <NotAStudent preview={preview.data} />
      )}
    </JoinFrame>
  );
}

function JoinFrame({ children }: { children: React.ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group justify="space-between" px="md" py="md" wrap="nowrap">
        <BrandMark size={28} />
        <LanguagePicker size="xs" />
      </Group>
      <Container size={460} px="md" py="xl">
        {children}
      </Container>
    </Box>
  );
}

/** Which class, whose, and in which school. */
function ClassCard({ preview, children }: { preview: JoinPreview; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card padding="lg" radius="md" withBorder>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light">
            <IconUsersGroup size={26} />
          </ThemeIcon>
          <Box miw={0}>
            <Text size="sm" c="dimmed">
              {t('classes.join.invited')}
            </Text>
            <Title order={1} fz={24} style={{ overflowWrap: 'anywhere' }}>
              {preview.className}
            </Title>
            <Text size="sm">{t('classes.join.teacher', { name: preview.teacherName })}</Text>
            {preview.schoolName && (
              <Group gap={4} c="dimmed" wrap="nowrap">
                <IconSchool size={14} aria-hidden />
                <Text size="sm">{preview.schoolName}</Text>
              </Group>
            )}
          </Box>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function SignedOut({ code, preview }: { code: string; preview: JoinPreview }) {
  const { t } = useTranslation();
  // Kept through sign-up, onboarding and a social sign-in's round trip (web/lib/joinCode.ts).
  useEffect(() => rememberJoinCode(code), [code]);
  return (
    <ClassCard preview={preview}>
      <Text size="sm">{t('classes.join.signedOut')}</Text>
      <Button component={Link} to="/?stage=sign-up" size="md" fullWidth>
        {t('classes.join.signUp')}
      </Button>
      <Button component={Link} to="/" variant="default" size="md" fullWidth>
        {t('classes.join.signIn')}
      </Button>
    </ClassCard>
  );
}

function StudentJoin({ code, preview }: { code: string; preview: JoinPreview }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const join = useJoinClass();
  // Back from signing up or in for this very link: the student already said they want to join.
  const cameBack = useRef(pendingJoinCode() === code);
  const handleJoin = () =>
    join.mutate(code, {
      onSuccess: (result) => {
        forgetJoinCode();
        notifySuccess(t('classes.join.joined', { name: result.className }));
        navigate('/app/assignments', { replace: true });
      },
      onError: () => forgetJoinCode(),
    });
  useEffect(() => {
    if (!cameBack.current || preview.isMember) return;
    cameBack.current = false;
    handleJoin();
  });
  if (preview.isMember) {
    forgetJoinCode();
    return (
      <ClassCard preview={preview}>
        <Alert color="teal" variant="light">
          {t('classes.join.already')}
        </Alert>
        <Button component={Link} to="/app/assignments" size="md" fullWidth>
          {t('classes.join.toAssignments')}
        </Button>
      </ClassCard>
    );
  }
  return (
    <ClassCard preview={preview}>
      {join.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorText(join.error)}
        </Alert>
      )}
      <Button size="md" fullWidth loading={join.isPending} onClick={handleJoin}>
        {t('classes.join.join')}
      </Button>
    </ClassCard>
  );
}

function NotAStudent({ preview }: { preview: JoinPreview }) {
  const { t } = useTranslation();
  useEffect(() => forgetJoinCode(), []);
  return (
    <ClassCard preview={preview}>
      <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
        {t('classes.join.notStudent')}
      </Alert>
      <Button component={Link} to="/app/" variant="default" size="md" fullWidth>
        {t('classes.join.toApp')}
      </Button>
    </ClassCard>
  );
}

function CodeNotFound({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  useEffect(() => forgetJoinCode(), []);
  return (
    <Card padding="lg" radius="md" withBorder>
      <Stack gap="md">
        <Title order={1} fz={22}>
          {t('classes.join.notFoundTitle')}
        </Title>
        <Text>{errorText(error)}</Text>
        <Button component={Link} to="/" variant="default">
          {t('classes.join.toApp')}
        </Button>
      </Stack>
    </Card>
  );
}
