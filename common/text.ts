/**
 * Text a person can type never holds the NUL character (U+0000), and PostgreSQL cannot store it in a text column
 * (it answered 500 where SQLite kept it). So no text anywhere in a request may hold one: the server refuses such a
 * request with 400 `invalid_text` before any handler runs (server/app.ts applies this rule to every body, query and
 * path parameter), and nothing is written. One rule for every field, today's and tomorrow's.
 */
export function findNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return keyPath;
      const found = findNulCharacter(item, keyPath);
      if (found !== null) return found;
    }
  }
  return null;
}
