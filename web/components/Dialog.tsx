import '@mantine/core/styles/Modal.css';
import { Modal, type ModalProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';

interface DialogProps extends Omit<ModalProps, 'title'> {
  title: ReactNode;
}

/**
 * The app's dialog: a Mantine Modal, centred, its title in bold and its close button named in the reader's language
 * (an icon alone reads as nothing to a screen reader). A tall dialog passes `centered={false}` to open at the top;
 * everything else a Modal takes passes through.
 */
export function Dialog({ title, children, ...props }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      {...props}
      title={<Text fw={700}>{title}</Text>}
    >
      {children}
    </Modal>
  );
}
