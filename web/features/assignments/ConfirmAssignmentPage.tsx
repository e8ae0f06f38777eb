export function ConfirmAssignmentPage() {
  return null;
}
