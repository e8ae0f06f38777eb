import { Button, Group, MantineProvider, Notification, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { cssVariablesResolver, theme } from '../app/theme';
import { useTranslation } from '../i18n/i18n';
import '@mantine/core/styles/Notification.css';

interface UpdateNoticeProps {
  onReload: () => void;
  onClose: () => void;
}

/**
 * "A new version is ready": in a corner, or at the top on a phone, never over the working screen's bar. It has a root of its own (web/pwa/updateNotice.ts), so the app's tree knows nothing of the worker; the
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

// The shell's phone layout (web/app/shell): below it the working screen's bar sits at the bottom of the screen.
const WIDE_QUERY = '(min-width: 62em)';

function NoticeBody({ onReload, onClose }: UpdateNoticeProps) {
  const { t } = useTranslation();
  const isWide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  // In a corner on a wide screen, where no button of the working screen is. On a phone the working screen's bar may
  // sit anywhere near the bottom (under a short question it follows the card), so the notice goes to the top, under
  // the shell's header; it closes with one tap.
  const place = isWide
    ? { right: 'var(--mantine-spacing-md)', bottom: 'var(--mantine-spacing-md)', width: 380 }
    : {
        left: 'var(--mantine-spacing-xs)',
        right: 'var(--mantine-spacing-xs)',
        top: 'calc(var(--shell-header-offset, 0px) + var(--mantine-spacing-xs))',
      };
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
      style={{ position: 'fixed', zIndex: 400, ...place }}
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
