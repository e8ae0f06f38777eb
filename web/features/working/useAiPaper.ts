import type * as AiPaper from '../../components/ai/AiPaperStatus';
import { loadTexts } from '../../i18n/i18n';
import { useLoadOnFirstUse } from '../../lib/firstUse';

let loaded: typeof AiPaper | null = null;

const loadAiPaper = () =>
  Promise.all([import('../../components/ai/AiPaperStatus'), loadTexts(['ai'])]).then(([module]) => {
    loaded = module;
  });

/**
 * An AI paper's status, its first- and next-question placeholders, and the ai texts they show: loaded for AI papers
 * only, so a bank paper's first load carries none of them. Null for a bank paper and until they are here (an AI
 * paper opened offline shows its questions without them).
 */
export function useAiPaper(isAiWritten: boolean): typeof AiPaper | null {
  const { ready } = useLoadOnFirstUse(loadAiPaper, isAiWritten, isAiWritten);
  return isAiWritten && (ready || loaded) ? loaded : null;
}
