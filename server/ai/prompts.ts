import { readFileSync } from 'node:fs';
import path from 'node:path';

const DIR = path.resolve(import.meta.dirname, 'prompts');
const cache = new Map<string, string>();

/** A prompt is a versioned file (name.vN.md); its id is recorded with what it produced, so results can be audited. */
export interface Prompt {
  id: string;
  text: string;
}

/** Fills {{placeholders}}; an unknown or missing one is a programming error, never sent to the model. */
export function loadPrompt(name: string, version: number, values: Record<string, string | number>): Prompt {
  const id = `${name}.v${version}`;
  let template = cache.get(id);
  if (template === undefined) {
    template = readFileSync(path.join(DIR, `${id}.md`), 'utf8');
    cache.set(id, template);
  }
  const text = template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`prompt ${id} needs ${key}`);
    return String(values[key]);
  });
  return { id, text };
}
