import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { UpdateNotice } from './UpdateNotice';

/**
 * Shows "a new version is ready" in a root of its own; `onReload` lets the waiting worker take over, then the page
 * reloads into the new version. Loaded by web/pwa/register.ts after the first paint, not in the first load.
 */
export function showUpdateNotice(onReload: () => void): void {
  const container = document.createElement('div');
  container.id = 'paperwise-update';
  document.body.append(container);
  const root = createRoot(container);
  const close = () => {
    root.unmount();
    container.remove();
  };
  root.render(createElement(UpdateNotice, { onReload, onClose: close }));
}
