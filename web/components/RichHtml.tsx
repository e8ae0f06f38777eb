// KaTeX's stylesheet (and its fonts) travel with this component, so they load only with the pages and drawers that
// show questions, solutions or notes; KaTeX's code never reaches the browser (the server renders the maths).
import 'katex/dist/katex.min.css';
import type { CSSProperties } from 'react';

interface RichHtmlProps {
  html: string;
  /** inline keeps an MC option's single paragraph on the line of its letter */
  inline?: boolean;
  className?: string;
  style?: CSSProperties;
  /** span inside buttons and labels, where a div is not allowed */
  component?: 'div' | 'span';
}

/**
 * Questions, options, solutions, answers and notes arrive as HTML that the server rendered from Markdown and
 * sanitised (server/render/rich-text.ts), with KaTeX markup already in place: the browser only has to show it.
 */
export function RichHtml({ html, inline = false, className, style, component = 'div' }: RichHtmlProps) {
  const classes = ['rich-text', inline ? 'rich-text-inline' : '', className ?? ''].filter(Boolean).join(' ');
  const Element = component;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML (server/render/rich-text.ts)
  return <Element className={classes} style={style} dangerouslySetInnerHTML={{ __html: html }} />;
}
