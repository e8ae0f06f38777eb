// KaTeX's stylesheet (and its fonts) load with this chunk, only when someone opens a chapter's notes.
import 'katex/dist/katex.min.css';

/**
 * Notes arrive as HTML that the server rendered from Markdown and sanitised (sanitize-html), with KaTeX markup
 * already in place, so the browser only has to show it.
 */
export function NotesHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML (server/render/rich-text.ts)
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
