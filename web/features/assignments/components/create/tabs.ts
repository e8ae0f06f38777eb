import { IconFileUpload, IconSparkles } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { SubjectView } from '../../../../../common/catalog';
import type { Me } from '../../../../../common/profile';
import type { Translate } from '../../../../i18n/i18n';
import { AiAssignmentPanel } from './AiAssignmentPanel';
import { UploadAssignmentPanel } from './UploadAssignmentPanel';

/** What a create-assignment tab gets from the page: the students chosen in the side panel, and the way to create. */
export interface CreateTabPanelProps {
  /** the published subjects (admins: all), loaded by the page before any tab shows */
  subjects: SubjectView[];
  /** the teacher's defaults (subject, language) */
  defaults: Me['defaults'];
  studentIds: string[];
  /** runs `create` at once, or after the teacher confirms an assignment for no student (spec) */
  guardStudents: (create: () => void) => void;
  /** the server refused a chosen student (invalid_students): the student panel shows it */
  onInvalidStudents: () => void;
  /** the assignment exists: the page opens confirm-assignment on it */
  onCreated: (assignmentId: string) => void;
}

export interface CreateAssignmentTab {
  /** the tab's value, also its place in the address (?tab=) */
  value: string;
  label: (t: Translate) => string;
  icon?: ComponentType<{ size?: number }>;
  Panel: ComponentType<CreateTabPanelProps>;
}

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
];
