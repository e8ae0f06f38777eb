/** The readable part of a public address: lower-case latin letters and digits joined by '-', at most 60 characters. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** A blog can be published once it has a title in some language. */
export function isPublishable(blog: { titleEn: string; titleZh: string }): boolean {
  return blog.titleEn.trim().length > 0 || blog.titleZh.trim().length > 0;
}
