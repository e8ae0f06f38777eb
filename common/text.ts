/**
 * Text a person can type never holds the NUL character (U+0000), and PostgreSQL cannot store it in a text column
 * (it answered 500 where SQLite kept it). So no text anywhere in a request may hold one: the server refuses such a
 * request with 400 `invalid_text` before any handler runs (server/app.ts applies this rule to every body, query and
 * path parameter), and nothing is written. One rule for every field, today's and tomorrow's.
 *
 * The walk keeps its own stack, so no nesting, however deep, can overflow the call stack (a body nested 100,000 deep
 * answered 500 when it recursed; bodies are also capped at MAX_JSON_DEPTH before they are parsed).
 */
export function findNulCharacter(value: unknown, path = ''): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const at = (key: string) => (item.path ? `${item.path}.${key}` : key);
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return item.path;
    } else if (Array.isArray(item.value)) {
      // Pushed last to first, so the first offending field is the first found, as a reader would name it.
      for (let index = item.value.length - 1; index >= 0; index--) {
        stack.push({ value: item.value[index], path: at(String(index)) });
      }
    } else if (typeof item.value === 'object' && item.value !== null) {
      const entries = Object.entries(item.value);
      for (const [key] of entries) if (key.includes('\u0000')) return at(key);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        stack.push({ value: child, path: at(key) });
      }
    }
  }
  return null;
}

/** No request body of ours nests deeper than this; a deeper one is refused before it is parsed (400 invalid_request). */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, read in one pass without parsing (brackets inside
 * strings do not count). Malformed text is left to the parser to refuse.
 */
export function isJsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}
