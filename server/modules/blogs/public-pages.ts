import type { BlogLanguage } from '../../../common/blogs';
import { renderRichText } from '../../render/rich-text';
import { FILES_PATH } from '../../storage/files';
import type { BlogRow } from './queries';

/**
 * The public blog as plain HTML: readable without JavaScript, indexable, a few KB of its own CSS and no React.
 * Stored content was cleaned on saving and goes through the same renderer as chapter notes (sanitised again, KaTeX);
 * every other text is escaped here. Pictures point at /blog/files/<key>, which serves only files published blogs show.
 */

export const PUBLIC_FILES_PATH = '/blog/files/';

const TEXTS = {
  en: {
    blog: 'Paperwise blog',
    intro: 'Study tips and news for HKDSE and primary students.',
    empty: 'No posts yet.',
    back: 'All posts',
    other: '中文',
    read: 'Read more',
  },
  zh: {
    blog: 'Paperwise 網誌',
    intro: '給文憑試及小學生的溫習心得和消息。',
    empty: '暫時未有文章。',
    back: '所有文章',
    other: 'English',
    read: '閱讀全文',
  },
} as const;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A text in the language asked for, else the other one (a blog may be written in one language only). */
function pick(row: BlogRow, field: 'title' | 'description' | 'content', language: BlogLanguage): string {
  const en = row[`${field}En`];
  const zh = row[`${field}Zh`];
  return (language === 'zh' ? zh || en : en || zh) ?? '';
}

function imageOf(row: BlogRow, language: BlogLanguage): string | null {
  const key = language === 'zh' ? row.imageZh || row.imageEn : row.imageEn || row.imageZh;
  return key ? `${PUBLIC_FILES_PATH}${key}` : null;
}

/** The address of a public page in a language: English has no parameter, Chinese adds ?lang=zh. */
export function blogPath(path: string, language: BlogLanguage): string {
  return language === 'zh' ? `${path}?lang=zh` : path;
}

const dateFormat = (language: BlogLanguage) =>
  new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-HK', { dateStyle: 'long', timeZone: 'Asia/Hong_Kong' });

const CSS = `*{box-sizing:border-box}body{margin:0;font:17px/1.65 system-ui,-apple-system,"Segoe UI","Noto Sans HK","PingFang HK",sans-serif;color:#1f2328;background:#fafafa}
header,main,footer{max-width:46rem;margin:0 auto;padding:1rem 1.25rem}header{display:flex;justify-content:space-between;align-items:center;gap:1rem}
header a{color:#1c5fb8;text-decoration:none}.brand{font-weight:700;font-size:1.15rem;color:#1f2328}
h1{font-size:1.9rem;line-height:1.25;margin:.5rem 0}article img,.card img{max-width:100%;height:auto;border-radius:8px}
.card{display:block;background:#fff;border:1px solid #e3e6ea;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0;color:inherit;text-decoration:none}
.card:hover,.card:focus{border-color:#1c5fb8}.card h2{margin:.25rem 0;font-size:1.3rem;color:#1c5fb8}.muted{color:#5f6b76;font-size:.92rem}
article{background:#fff;border:1px solid #e3e6ea;border-radius:12px;padding:1.25rem}article table{border-collapse:collapse;overflow-x:auto;display:block}
article td,article th{border:1px solid #d0d7de;padding:.3rem .6rem}pre{overflow-x:auto}.katex-display{overflow-x:auto;overflow-y:hidden}
a:focus-visible{outline:3px solid #1c5fb8;outline-offset:2px}footer{color:#5f6b76;font-size:.9rem}`;

interface PageMeta {
  language: BlogLanguage;
  title: string;
  description: string;
  /** the path of this page in this language, without origin */
  path: string;
  /** the same page in each language */
  alternates: Record<BlogLanguage, string>;
  image: string | null;
  type: 'website' | 'article';
  katex: boolean;
}

function layout(origin: string, meta: PageMeta, body: string): string {
  const t = TEXTS[meta.language];
  const other: BlogLanguage = meta.language === 'zh' ? 'en' : 'zh';
  const absolute = (path: string) => `${origin}${path}`;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(absolute(meta.path))}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(absolute(meta.alternates.en))}">`,
    `<link rel="alternate" hreflang="zh-HK" href="${escapeHtml(absolute(meta.alternates.zh))}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(meta.alternates.en))}">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(absolute(meta.path))}">`,
    `<meta property="og:site_name" content="Paperwise">`,
    `<meta property="og:locale" content="${meta.language === 'zh' ? 'zh_HK' : 'en_HK'}">`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(absolute(meta.image))}">` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    meta.image ? `<meta name="twitter:image" content="${escapeHtml(absolute(meta.image))}">` : '',
    meta.katex ? '<link rel="stylesheet" href="/blog/katex/katex.min.css">' : '',
    `<style>${CSS}</style>`,
  ]
    .filter(Boolean)
    .join('\n');
  return `<!doctype html>
<html lang="${meta.language === 'zh' ? 'zh-HK' : 'en'}">
<head>
${head}
</head>
<body>
<header><a class="brand" href="${blogPath('/blog', meta.language)}">${escapeHtml(t.blog)}</a><a href="${escapeHtml(meta.alternates[other])}" hreflang="${other === 'zh' ? 'zh-HK' : 'en'}" lang="${other === 'zh' ? 'zh-HK' : 'en'}">${escapeHtml(t.other)}</a></header>
<main>
${body}
</main>
<footer><a href="/">Paperwise</a></footer>
</body>
</html>`;
}

export function renderBlogIndex(origin: string, rows: BlogRow[], language: BlogLanguage): string {
  const t = TEXTS[language];
  const format = dateFormat(language);
  const cards = rows.map((row) => {
    const image = imageOf(row, language);
    return `<a class="card" href="${escapeHtml(blogPath(`/blog/${row.slug}`, language))}">
${image ? `<img src="${escapeHtml(image)}" alt="" loading="lazy">` : ''}
<h2>${escapeHtml(pick(row, 'title', language))}</h2>
<p class="muted">${escapeHtml(format.format(Number(row.publishedAt ?? row.createdAt)))}</p>
<p>${escapeHtml(pick(row, 'description', language))}</p>
</a>`;
  });
  const body = `<h1>${escapeHtml(t.blog)}</h1>
<p class="muted">${escapeHtml(t.intro)}</p>
${cards.length ? cards.join('\n') : `<p>${escapeHtml(t.empty)}</p>`}`;
  return layout(
    origin,
    {
      language,
      title: t.blog,
      description: t.intro,
      path: blogPath('/blog', language),
      alternates: { en: '/blog', zh: blogPath('/blog', 'zh') },
      image: null,
      type: 'website',
      katex: false,
    },
    body,
  );
}

export function renderBlogPost(origin: string, row: BlogRow, language: BlogLanguage): string {
  const t = TEXTS[language];
  const title = pick(row, 'title', language);
  const description = pick(row, 'description', language);
  const image = imageOf(row, language);
  const content = pick(row, 'content', language);
  // Pictures inside the content are our uploads; the public page serves them from its own path.
  const html = (content ? renderRichText(content) : '').replaceAll(`src="${FILES_PATH}`, `src="${PUBLIC_FILES_PATH}`);
  const path = `/blog/${row.slug}`;
  const body = `<p><a href="${escapeHtml(blogPath('/blog', language))}">← ${escapeHtml(t.back)}</a></p>
<article>
<h1>${escapeHtml(title)}</h1>
<p class="muted">${escapeHtml(dateFormat(language).format(Number(row.publishedAt ?? row.createdAt)))}</p>
${image ? `<img src="${escapeHtml(image)}" alt="">` : ''}
${html}
</article>`;
  return layout(
    origin,
    {
      language,
      title: `${title} · ${t.blog}`,
      description,
      path: blogPath(path, language),
      alternates: { en: path, zh: blogPath(path, 'zh') },
      image,
      type: 'article',
      katex: html.includes('class="katex'),
    },
    body,
  );
}

export function renderSitemap(origin: string, rows: BlogRow[]): string {
  const entry = (path: string, updatedAt: number | null) =>
    `<url><loc>${escapeHtml(`${origin}${path}`)}</loc>${
      updatedAt ? `<lastmod>${new Date(updatedAt).toISOString()}</lastmod>` : ''
    }</url>`;
  const urls = [entry('/blog', null), entry('/blog?lang=zh', null)];
  for (const row of rows) {
    urls.push(
      entry(`/blog/${row.slug}`, Number(row.updatedAt)),
      entry(`/blog/${row.slug}?lang=zh`, Number(row.updatedAt)),
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
