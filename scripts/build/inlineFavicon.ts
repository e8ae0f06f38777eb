// The brand mark (web/public/favicon.svg, 0.4 KB) written into index.html as a data: URL instead of a file of its own:
// a phone's first load then makes one request fewer, whose headers (0.9 KB over HTTP/1.1, with the document's security
// headers) cost twice its body (bench/README.md, "bench/lighthouse"). The CSP allows `img-src data:`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The SVG as a data: URL: double quotes made single (it sits in a double-quoted attribute), `#<>%` escaped. */
export function svgDataUrl(svg: string): string {
  const text = svg
    .trim()
    .replaceAll('"', "'")
    .replace(/[\r\n]+/g, ' ');
  return `data:image/svg+xml,${text.replace(/[#<>%]/g, (char) => encodeURIComponent(char))}`;
}

export function inlineFavicon(publicDir: string): Plugin {
  return {
    name: 'paperwise-inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      const url = svgDataUrl(readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8'));
      if (!html.includes('href="/favicon.svg"')) throw new Error('index.html no longer links /favicon.svg');
      return html.replace('href="/favicon.svg"', `href="${url}"`);
    },
  };
}
