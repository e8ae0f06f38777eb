import { Alert, Button, NativeSelect, Stack } from '@mantine/core';
import { IconArrowRight, IconScan } from '@tabler/icons-react';
import { AiJobProgress } from '../../../../components/ai/AiJobProgress';
import { aiFailureText } from '../../../../components/ai/aiReasons';
import { FooterRow, FooterSummary, PaperFormFooter } from '../../../../components/paper/PaperFormFooter';
import { SubjectPicker } from '../../../../components/paper/SubjectPicker';
import { useTranslation } from '../../../../i18n/i18n';
import { PaperSettings } from './PaperSettings';
import type { CreateTabPanelProps } from './tabPanel';
import { UpgradeLink } from './UpgradeLink';
import { UploadFiles } from './UploadFiles';
import { UploadReview } from './UploadReview';
import { type UploadAssignment, useUploadAssignment } from './useUploadAssignment';

/**
 * The "upload assignment" tab: PDFs or photos of a paper, or its Word document or spreadsheet (10 files of 10 MB),
 * read page by page by the vision model (a document as text by the text model) as a job with progress; the teacher reviews what was read (edit, remove) and only then saves it as an unpublished
 * assignment, and confirm-assignment opens on it.
 */
export function UploadAssignmentPanel(props: CreateTabPanelProps) {
  const { t } = useTranslation();
  const upload = useUploadAssignment(props);
  const { reading } = upload;
  return (
    <Stack gap="lg">
      <Alert color="violet" variant="light" icon={<IconScan size={18} />}>
        {t('ai.upload.intro')}
      </Alert>
      <SubjectPicker
        subjects={props.subjects}
        choice={upload.choice}
        localeLabel={t('create.locale')}
        onChange={upload.chooseSubject}
      />
      <NativeSelect
        label={t('confirm.add.chapter')}
        description={t('ai.upload.chapterHint')}
        value={upload.chapters.chosen}
        onChange={(event) => upload.chapters.choose(event.currentTarget.value)}
        data={upload.chapters.options}
      />
      {reading.questions === null ? (
        <UploadFiles files={reading.files} onPicked={reading.pickFiles} disabled={reading.isReading} />
      ) : (
        <>
          <UploadReview questions={reading.questions} onChange={reading.setQuestions} />
          <PaperSettings
            withCounts={false}
            value={upload.settings}
            errorOf={() => null}
            onChange={upload.changeSettings}
          />
        </>
      )}
      <PaperFormFooter error={upload.feedback.message} errorAction={upload.feedback.needsPremium && <UpgradeLink />}>
        <UploadFooter upload={upload} studentCount={props.studentIds.length} />
      </PaperFormFooter>
    </Stack>
  );
}

/** The footer's step: read the files (then its progress), or save what was read. */
function UploadFooter({ upload, studentCount }: { upload: UploadAssignment; studentCount: number }) {
  const { t } = useTranslation();
  const { reading } = upload;
  return (
    <>
      {reading.hasStopped && (
        <Alert color="orange" variant="light" p="xs">
          {`${t('ai.upload.failed')} ${reading.state === 'failed' ? aiFailureText(t, reading.reason) : ''}`.trim()}
        </Alert>
      )}
      {reading.isReading ? (
        <ReadingProgress progress={reading.progress} onCancel={reading.cancel} />
      ) : reading.questions === null ? (
        <FooterRow summary={<FooterSummary>{t('ai.upload.summary', { count: reading.files.length })}</FooterSummary>}>
          <Button
            leftSection={<IconScan size={18} />}
            loading={reading.isStarting}
            onClick={reading.handleRead}
            style={{ flexShrink: 0 }}
          >
            {t('ai.upload.read')}
          </Button>
        </FooterRow>
      ) : (
        <FooterRow
          summary={
            <FooterSummary>
              {t('create.summary', { count: reading.questions.length, students: studentCount })}
            </FooterSummary>
          }
        >
          <Button
            rightSection={<IconArrowRight size={18} />}
            loading={upload.save.isPending}
            disabled={reading.questions.length === 0}
            onClick={upload.handleSave}
            style={{ flexShrink: 0 }}
          >
            {t('create.submit')}
          </Button>
        </FooterRow>
      )}
    </>
  );
}

/** How far the reading got, and a button to stop it. */
function ReadingProgress({ progress, onCancel }: { progress: number; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <AiJobProgress
      text={t('ai.upload.reading', { percent: Math.round(progress * 100) })}
      value={Math.max(5, progress * 100)}
      onCancel={onCancel}
    />
  );
}
