import { BOOT_ELEMENT_ID, type BootData } from '../../common/boot';

/**
 * The first screen's data the server wrote into the page (common/boot.ts), taken once: the element is removed, so a
 * later sign-out or refetch never sees it again. Null when the page has none (Vite's dev server) or it is unreadable:
 * the app then asks the API, as it would anyway.
 */
export function takeBootData(): BootData | null {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as BootData;
  } catch {
    return null;
  }
}
