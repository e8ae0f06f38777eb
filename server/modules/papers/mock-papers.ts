import type { MockPaperSummary } from '../../../common/mock-papers';
import { readBlueprints } from '../../content/read';
import type { Blueprint } from '../../content/schema';
import { AppError } from '../../errors';

/**
 * The HKDSE papers a mock can follow: content/blueprints, read once per process (they change with a deploy, like the
 * code; content:check has validated them). An unreadable blueprint is left out here and reported by content:check.
 */
let papers: Map<string, Blueprint> | undefined;

function mockPapers(): Map<string, Blueprint> {
  papers ??= new Map(readBlueprints().blueprints.map(({ blueprint }) => [idOf(blueprint), blueprint]));
  return papers;
}

const idOf = (blueprint: Blueprint) => `${blueprint.subject}-${blueprint.paper}`;

export function listMockPapers(subjectId: string): MockPaperSummary[] {
  return [...mockPapers().values()].filter((paper) => paper.subject === subjectId).map(summaryOf);
}

/** The blueprint of a mock paper; throws mock_paper_not_found. */
export type MockBlueprint = Blueprint & { id: string };

export function getMockPaper(mockPaperId: string): MockBlueprint {
  const paper = mockPapers().get(mockPaperId);
  if (!paper) throw new AppError('mock_paper_not_found', 404);
  return { ...paper, id: mockPaperId };
}

function summaryOf(paper: Blueprint): MockPaperSummary {
  return {
    id: idOf(paper),
    subjectId: paper.subject,
    title: paper.title,
    durationMinutes: paper.durationMinutes,
    totalMarks: paper.totalMarks,
    sections: paper.sections.map((section) => ({
      id: section.id,
      title: section.title,
      format: section.format,
      marks: section.marks,
      questions:
        section.questions === undefined
          ? null
          : typeof section.questions === 'number'
            ? { min: section.questions, max: section.questions }
            : section.questions,
    })),
    source: `${paper.source.name} (${paper.source.year})`,
  };
}
