import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Box, Container, Flex, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/BrandMark';
import { LanguagePicker } from '../../../components/LanguagePicker';
import { useTranslation } from '../../../i18n/i18n';
import { usePublicConfig } from '../../../lib/config';

/** The landing frame around every sign-in stage: a welcome panel on wide screens, the form, terms and version. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = usePublicConfig();

  return (
    <Flex mih="100dvh" bg="white">
      <WelcomePanel />

      <Flex direction="column" flex={1} miw={0}>
        <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md" wrap="nowrap">
          <Box hiddenFrom="md">
            <BrandMark size={28} />
          </Box>
          <Box ml="auto">
            <LanguagePicker size="xs" />
          </Box>
        </Group>
        <Container size={440} w="100%" px={{ base: 'md', sm: 'xl' }} py={{ base: 'sm', sm: 'xl' }} my="auto">
          <Text hiddenFrom="md" c="dimmed" size="sm" mb="md">
            {t('auth.landing.intro')}
          </Text>
          {children}
          <Text c="dimmed" size="xs" mt="xl" ta="center">
            {t('auth.landing.terms')}
          </Text>
          {config.data && (
            <Text c="dimmed" size="xs" mt={6} ta="center" data-testid="version">
              {t('auth.landing.version', { version: config.data.version })}
            </Text>
          )}
        </Container>
      </Flex>
    </Flex>
  );
}

/** The wide screens' welcome: the brand, what Paperwise is for, three points. */
function WelcomePanel() {
  const { t } = useTranslation();
  return (
    <Box
      visibleFrom="md"
      w="44%"
      maw={620}
      p={48}
      style={{
        background: 'linear-gradient(160deg, var(--mantine-color-lagoon-6) 0%, var(--mantine-color-lagoon-9) 100%)',
      }}
    >
      <Stack justify="space-between" h="100%">
        <BrandMark inverted size={36} />
        <Stack gap="lg" maw={480}>
          <Title order={2} c="white" fz={32} lh={1.25}>
            {t('auth.landing.headline')}
          </Title>
          <Text c="lagoon.0" fz="lg">
            {t('auth.landing.intro')}
          </Text>
          <List
            spacing="sm"
            c="white"
            icon={
              <ThemeIcon color="white" c="lagoon.7" radius="xl" size={24}>
                <IconCheck size={16} stroke={3} />
              </ThemeIcon>
            }
          >
            <List.Item>{t('auth.landing.points.practice')}</List.Item>
            <List.Item>{t('auth.landing.points.notes')}</List.Item>
            <List.Item>{t('auth.landing.points.teachers')}</List.Item>
          </List>
        </Stack>
        <Box />
      </Stack>
    </Box>
  );
}

/** Under a form: the other form's question and the link that opens it ("No account yet? Sign up"). */
export function StageSwitch({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <Text size="sm" ta="center">
      {question}{' '}
      <Anchor component="button" type="button" fw={600} onClick={onClick}>
        {action}
      </Anchor>
    </Text>
  );
}
