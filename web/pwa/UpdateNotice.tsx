import { Button, Group, MantineProvider, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { cssVariablesResolver, theme } from '../app/theme';
import { useTranslation } from '../i18n/i18n';

interface UpdateNoticeProps {
  onReload: () => void;
  onClose: () => void;
}

/**
 * "A new version is ready": at the bottom of the screen, above the working screen's bar, never in the way of a
 * question. It has a root of its own (web/pwa/register.ts), so the app's tree knows nothing of the worker; the
 * app's provider already wrote the theme's CSS variables and global classes.
 */
export function UpdateNotice({ onReload, onClose }: UpdateNoticeProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <NoticeBody onReload={onReload} onClose={onClose} />
    </MantineProvider>
  );
}

function NoticeBody({ onReload, onClose }: UpdateNoticeProps) {
  const { t } = useTranslation();
  return (
    <Notification
      role="status"
      aria-live="polite"
      title={t('app.update.title')}
      icon={<IconRefresh size={18} />}
      color="lagoon"
      withBorder
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      style={{
        position: 'fixed',
        zIndex: 400,
        left: 'var(--mantine-spacing-md)',
        right: 'var(--mantine-spacing-md)',
        bottom: 'calc(env(safe-area-inset-bottom) + 88px)',
        maxWidth: 440,
        marginInline: 'auto',
      }}
    >
      <Text size="sm" mb="xs">
        {t('app.update.body')}
      </Text>
      <Group justify="flex-end">
        <Button size="xs" onClick={onReload}>
          {t('app.update.reload')}
        </Button>
      </Group>
    </Notification>
  );
}
