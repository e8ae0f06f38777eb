import { Alert } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { useLoadOnFirstUse } from '../../../lib/firstUse';
import { lazyWithPreload } from '../../../lib/lazyWithPreload';
import type { SubmitDialogProps } from './SubmitDialog';

const loadOverlays = () => import('./WorkingOverlays');
const SubmitDialog = lazyWithPreload(async () => (await loadOverlays()).SubmitDialog);
const NavigatorDrawer = lazyWithPreload(async () => (await loadOverlays()).NavigatorDrawer);
const TimeUpDialog = lazyWithPreload(async () => (await loadOverlays()).TimeUpDialog);

const preloadDialogs = () => Promise.all([SubmitDialog.preload(), NavigatorDrawer.preload(), TimeUpDialog.preload()]);

interface WorkingDialogsProps {
  /** the question navigator's drawer, on a phone only */
  drawer: { opened: boolean; onClose: () => void; content: React.ReactNode } | null;
  submit: SubmitDialogProps;
  timeUp: { opened: boolean; message: string | null };
}

/**
 * The working screen's dialogs and drawer. Their chunk (Mantine's Modal and Drawer) is not part of the paper's first
 * load: it comes at the student's first touch or key, so it is on the device before any answer could need it offline.
 * If a dialog must open while it could not come (offline from the first second), a notice says what happens instead.
 */
export function WorkingDialogs({ drawer, submit, timeUp }: WorkingDialogsProps) {
  const { t } = useTranslation();
  const needed = (drawer?.opened ?? false) || submit.opened || timeUp.opened;
  const { ready, failed } = useLoadOnFirstUse(preloadDialogs, needed);

  if (!ready) {
    if (!failed || !(submit.opened || timeUp.opened)) return null;
    return (
      // Above the bar under the question, which stays usable: a student who asked to hand in offline can close this
      // and go on working.
      <Alert
        color="yellow"
        role="status"
        title={timeUp.opened ? t('working.timeUp') : undefined}
        withCloseButton={!timeUp.opened}
        closeButtonLabel={t('common.close')}
        onClose={submit.onCancel}
        pos="fixed"
        bottom="calc(env(safe-area-inset-bottom) + 88px)"
        left="var(--mantine-spacing-md)"
        right="var(--mantine-spacing-md)"
        style={{ zIndex: 300 }}
      >
        {t('working.waitingForNetwork')}
      </Alert>
    );
  }
  return (
    <Suspense fallback={null}>
      {drawer && (
        <NavigatorDrawer opened={drawer.opened} onClose={drawer.onClose}>
          {drawer.content}
        </NavigatorDrawer>
      )}
      <SubmitDialog {...submit} />
      <TimeUpDialog opened={timeUp.opened} message={timeUp.message} />
    </Suspense>
  );
}
