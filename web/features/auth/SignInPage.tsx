import { Anchor, Box, Divider, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { FullPageLoader } from '../../components/FullPageLoader';
import { useTranslation } from '../../i18n/i18n';
import { usePublicConfig } from '../../lib/config';
import { pendingJoinPath } from '../../lib/joinCode';
import { useMe } from '../../lib/me';
import { Navigate, useNavigate, useSearchParams } from '../../lib/router';
import { AuthLayout } from './components/AuthLayout';
import { DemoAccounts } from './components/DemoAccounts';
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { OnboardingForm } from './components/OnboardingForm';
import { SignInForm } from './components/SignInForm';
import { SignUpForm } from './components/SignUpForm';
import { SocialButtons } from './components/SocialButtons';
import '@mantine/core/styles/Divider.css';

type Stage = 'sign-in' | 'sign-up' | 'forgot';

function readStage(value: string | null): Stage {
  return value === 'sign-up' || value === 'forgot' ? value : 'sign-in';
}

/** `/`: the landing and sign-in page. The stage is in `?stage=` so the browser's back button moves between them. */
export function SignInPage() {
  const { data: me, isPending } = useMe();
  if (isPending) return <FullPageLoader />;
  // Signed up or in from a class's join link: back to the link, which joins the class (web/lib/joinCode.ts).
  if (me?.role) return <Navigate to={pendingJoinPath() ?? '/app/'} replace />;
  return <AuthLayout>{me ? <OnboardingStage /> : <SignedOutStages />}</AuthLayout>;
}

function StageTitle({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Box mb="lg">
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {title}
      </Title>
      <Text c="dimmed" mt={4}>
        {subtitle}
      </Text>
    </Box>
  );
}

function BackLink({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick} mb="md">
      <IconArrowLeft size={14} style={{ verticalAlign: -2, marginInlineEnd: 4 }} />
      {label}
    </Anchor>
  );
}

function SignedOutStages() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const stage = readStage(params.get('stage'));
  const config = usePublicConfig();
  const goTo = (next: Stage) => setParams(next === 'sign-in' ? {} : { stage: next });

  if (stage === 'sign-up') {
    return (
      <>
        <BackLink label={t('auth.signUp.back')} onClick={() => goTo('sign-in')} />
        <StageTitle title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')} />
        <SignUpForm onSignIn={() => goTo('sign-in')} />
      </>
    );
  }
  if (stage === 'forgot') {
    return (
      <>
        <BackLink label={t('auth.forgot.back')} onClick={() => goTo('sign-in')} />
        <StageTitle title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} />
        <ForgotPasswordForm />
      </>
    );
  }

  const providers = config.data?.socialProviders ?? [];
  return (
    <Stack gap="lg">
      <div>
        <StageTitle title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')} />
        <SignInForm onForgotPassword={() => goTo('forgot')} onSignUp={() => goTo('sign-up')} />
      </div>
      {providers.length > 0 && (
        <>
          <Divider label={t('auth.signIn.or')} labelPosition="center" />
          <SocialButtons providers={providers} />
        </>
      )}
      {config.data && <DemoAccounts accounts={config.data.demoAccounts} password={config.data.demoPassword} />}
    </Stack>
  );
}

function OnboardingStage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <>
      {/* Back from onboarding signs out: the account cannot be used without a role. */}
      <BackLink label={t('auth.onboarding.back')} onClick={() => navigate('/logout')} />
      <StageTitle title={t('auth.onboarding.title')} subtitle={t('auth.onboarding.subtitle')} />
      <OnboardingForm me={me} />
    </>
  );
}
