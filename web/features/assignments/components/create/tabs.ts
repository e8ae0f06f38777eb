import { IconFileCertificate, IconFileUpload, IconSparkles } from '@tabler/icons-react';
import { AiAssignmentPanel } from './AiAssignmentPanel';
import { MockAssignmentPanel } from './MockAssignmentPanel';
import type { CreateAssignmentTab } from './tabPanel';
import { UploadAssignmentPanel } from './UploadAssignmentPanel';

/**
 * SLOT: the tabs beyond "from the bank" and "blank" (the spec's "generate with AI" and "upload assignment"). They are
 * shown only when registered here, so the page never offers a tab that does nothing. The AI issue adds its tab:
 *
 *   export const extraCreateTabs: CreateAssignmentTab[] = [
 *     { value: 'ai', label: (t) => t(aiTabTitleKey), Panel: AiAssignmentPanel },
 *   ];
 *
 * Registered tabs come first, as in the spec's order (AI, upload, blank); "from the bank" stays the default. A tab
 * whose texts live in another part adds that part to the create-assignment route (web/app/router.tsx).
 */
export const extraCreateTabs: CreateAssignmentTab[] = [
  { value: 'ai', label: (t) => t('ai.assignment.tab'), icon: IconSparkles, Panel: AiAssignmentPanel },
  { value: 'upload', label: (t) => t('ai.upload.tab'), icon: IconFileUpload, Panel: UploadAssignmentPanel },
  { value: 'mock', label: (t) => t('create.tabs.mock'), icon: IconFileCertificate, Panel: MockAssignmentPanel },
];
