export function PrintAssignmentPage() {
  return null;
}
