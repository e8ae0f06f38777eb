import { z } from 'zod';

/** A text held per language (the type is re-exported by i18n.ts, which stays free of zod for the working screen). */
export const Localized = z.object({ en: z.string(), zh: z.string() });
export type Localized = z.infer<typeof Localized>;
