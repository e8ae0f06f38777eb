import type { PublicConfig } from './config';
import type { Me } from './profile';

/**
 * What the server writes into the web app's page for its first screen (server/modules/system/app-page.ts): the
 * answers of GET /api/me (null when nobody is signed in) and GET /api/config, so the app shows without waiting for
 * them. Read once by web/lib/boot.ts.
 */
export interface BootData {
  me: Me | null;
  config: PublicConfig;
}

/** The id of the page's `<script type="application/json">` element that carries it. */
export const BOOT_ELEMENT_ID = 'paperwise-boot';
