import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Dialog } from '../../../components/Dialog';
import { useTranslation } from '../../../i18n/i18n';

// The working screen's overlays, in a chunk of their own: the paper shows without Mantine's Modal and Drawer, and
// WorkingDialogs fetches this chunk at the student's first touch or key, before an answer could need it offline.

export { SubmitDialog } from './SubmitDialog';

interface NavigatorDrawerProps {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** On a phone the question navigator lives in a side drawer. */
export function NavigatorDrawer({ opened, onClose, children }: NavigatorDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={300}
      title={<Text fw={700}>{t('working.navigator')}</Text>}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Drawer>
  );
}

/** Shown from the deadline until the paper is handed in; it cannot be closed. */
export function TimeUpDialog({ opened, message }: { opened: boolean; message: string | null }) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('working.timeUp')}
    >
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" />
        <Text>{message ?? t('working.handingIn')}</Text>
      </Group>
    </Dialog>
  );
}
