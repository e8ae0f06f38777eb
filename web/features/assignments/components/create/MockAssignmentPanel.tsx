import { AssignmentForm } from './AssignmentForm';
import type { CreateTabPanelProps } from './tabPanel';

/**
 * The "full mock paper" tab (issue 28.8): the bank tab's form (subject, language, chapters, due date, remark and its
 * checks and errors) with the subject's HKDSE papers to choose from instead of counts and a time limit. The server
 * draws the paper to its blueprint and confirm-assignment opens on it, to review, print and publish as any paper.
 */
export function MockAssignmentPanel({ onCreated: _onCreated, ...form }: CreateTabPanelProps) {
  return <AssignmentForm mode="mock" {...form} />;
}
