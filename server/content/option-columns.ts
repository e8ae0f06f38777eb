type Language = 'en' | 'zh';

/**
 * A bank question's option columns from its four options in both languages (the content files', an imported sheet's):
 * all null for a written question. The keys keep the table's order, which the content loader's hash reads.
 */
export function toOptionColumns(options: Record<'a' | 'b' | 'c' | 'd', Record<Language, string>> | null | undefined) {
  const option = (key: 'a' | 'b' | 'c' | 'd', language: Language) => options?.[key][language] ?? null;
  return {
    optionAEn: option('a', 'en'),
    optionAZh: option('a', 'zh'),
    optionBEn: option('b', 'en'),
    optionBZh: option('b', 'zh'),
    optionCEn: option('c', 'en'),
    optionCZh: option('c', 'zh'),
    optionDEn: option('d', 'en'),
    optionDZh: option('d', 'zh'),
  };
}
