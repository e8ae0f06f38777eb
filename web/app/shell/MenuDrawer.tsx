import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { Box, Drawer } from '@mantine/core';
import { BrandMark } from '../../components/BrandMark';
import { useTranslation } from '../../i18n/i18n';
import type { ShownEntry } from '../menu';
import { BottomMenuLinks, MainMenuLinks } from './MenuLinks';

interface MenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  entries: ShownEntry[];
  badge: number;
  onContact: () => void;
}

/** The phone's menu behind the burger. Its own chunk: Mantine's Drawer is not needed to show the first screen. */
export function MenuDrawer({ opened, onClose, entries, badge, onContact }: MenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={280}
      padding="sm"
      title={<BrandMark size={26} />}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <nav aria-label={t('shell.menu.label')}>
        <MainMenuLinks entries={entries} />
        <Box mt="md">
          <BottomMenuLinks badge={badge} onContact={onContact} />
        </Box>
      </nav>
    </Drawer>
  );
}
