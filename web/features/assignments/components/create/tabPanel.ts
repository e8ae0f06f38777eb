import type { ComponentType } from 'react';
import type { SubjectView } from '../../../../../common/catalog';
import type { Me } from '../../../../../common/profile';
import type { Translate } from '../../../../i18n/i18n';

// The shape of a create-assignment tab, apart from the list of tabs (tabs.ts), which imports the panels that take it.

/** What a create-assignment tab gets from the page: the students chosen in the side panel, and the way to create. */
export interface CreateTabPanelProps {
  /** the published subjects (admins: all), loaded by the page before any tab shows */
  subjects: SubjectView[];
  /** the teacher's defaults (subject, language) */
  defaults: Me['defaults'];
  studentIds: string[];
  /** the school the assignment is set in the name of (the page's school field), or null for the teacher's own */
  schoolId: string | null;
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
