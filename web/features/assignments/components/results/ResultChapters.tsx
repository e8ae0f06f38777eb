import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import type { AssignmentResults } from '../../../../../common/assignments';
import { useTranslation } from '../../../../i18n/i18n';
import { FacilityBar } from './FacilityBar';

/** Each chapter on the paper: how many questions it had and the facility over them. */
export function ResultChapters({
  results,
  chapterName,
}: {
  results: AssignmentResults;
  chapterName: (chapterId: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('assignments.results.chapters.chapter')}</Table.Th>
            <Table.Th ta="right">{t('assignments.results.chapters.questions')}</Table.Th>
            <Table.Th>{t('assignments.results.chapters.facility')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.chapters.map((chapter) => {
            const name = chapterName(chapter.chapterId);
            return (
              <Table.Tr key={chapter.chapterId} data-testid="result-chapter">
                <Table.Td>
                  <Text size="sm">{name}</Text>
                </Table.Td>
                <Table.Td ta="right">{chapter.questionCount}</Table.Td>
                <Table.Td>
                  <FacilityBar
                    facility={chapter.facility}
                    label={`${t('assignments.results.chapters.facility')} ${name}`}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
