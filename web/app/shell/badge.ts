/** The spec caps the profile badge at 9: larger counts read "9+". */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
