import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/ScrollArea.css';
import { Checkbox, Group, NativeSelect, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ClassName, type ClassView } from '../../../../common/classes';
import { CLASS_NUMBER_MAX, type StudentLinkView } from '../../../../common/links';
import type { SchoolLinkView } from '../../../../common/schools';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { studentsQuery } from '../../../lib/roster';
import { useCreateClass, useUpdateClass } from '../api';

interface ClassDialogProps {
  /** the class being edited, 'new' for a new class, null when closed */
  editing: ClassView | 'new' | null;
  /** a teacher's schools they may make a class for (none for a school account) */
  schools: SchoolLinkView[];
  onClose: () => void;
}

/** The class details dialog: a name (required after trimming) and a student picker with a class number each. */
export function ClassDialog({ editing, schools, onClose }: ClassDialogProps) {
  const { t } = useTranslation();
  const current = editing === 'new' ? null : editing;
  return (
    <Dialog
      opened={editing !== null}
      onClose={onClose}
      title={t(current ? 'classes.dialog.editTitle' : 'classes.dialog.newTitle')}
      size="lg"
    >
      {editing !== null && (
        <ClassForm key={current?.id ?? 'new'} current={current} schools={schools} onDone={onClose} />
      )}
    </Dialog>
  );
}

interface ClassFormProps {
  current: ClassView | null;
  schools: SchoolLinkView[];
  onDone: () => void;
}

function ClassForm({ current, schools, onDone }: ClassFormProps) {
  const { t } = useTranslation();
  const form = useClassForm({ current, schools, onDone });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('classes.dialog.name')}
          placeholder={t('classes.dialog.namePlaceholder')}
          value={form.name}
          onChange={(event) => form.setName(event.currentTarget.value)}
          error={form.nameError}
          required
          data-autofocus
        />
        {!current && schools.length > 0 && (
          <NativeSelect
            label={t('classes.dialog.school')}
            value={form.schoolId}
            onChange={(event) => form.setSchoolId(event.currentTarget.value)}
            data={[
              { value: '', label: t('classes.dialog.noSchool') },
              ...schools.map((school) => ({ value: school.schoolId, label: school.displayName })),
            ]}
          />
        )}
        <ClassStudents numbers={form.numbers} onChange={form.setNumbers} />
        <DialogActions onCancel={onDone} submitLabel={t('classes.dialog.confirm')} isPending={form.isPending} />
      </Stack>
    </form>
  );
}

/** The class's name, school and students with their class numbers, saved as a new class or over the current one. */
function useClassForm({ current, onDone }: ClassFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const create = useCreateClass();
  const update = useUpdateClass();
  const [name, setName] = useState(current?.name ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [schoolId, setSchoolId] = useState<string>(current?.schoolId ?? '');
  const [numbers, setNumbers] = useState<ClassNumbers>(
    () => new Map((current?.students ?? []).map((student) => [student.studentId, student.classNumber])),
  );

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = ClassName.safeParse(name);
    if (!parsed.success) {
      setNameError(t('errors.invalid_class_name'));
      return;
    }
    setNameError(null);
    const chosen = [...numbers].map(([studentId, classNumber]) => ({ studentId, classNumber }));
    const options = {
      onSuccess: () => {
        notifySuccess(t(current ? 'classes.toasts.updated' : 'classes.toasts.created'));
        onDone();
      },
      onError: (error: unknown) => notifyError(errorText(error)),
    };
    if (current) update.mutate({ id: current.id, body: { name: parsed.data, students: chosen } }, options);
    else create.mutate({ name: parsed.data, schoolId: schoolId || null, students: chosen }, options);
  }

  // A name being corrected is no longer wrong: its message goes now, not at the next send.
  function changeName(value: string) {
    setName(value);
    setNameError(null);
  }

  const isPending = create.isPending || update.isPending;
  return { name, setName: changeName, nameError, schoolId, setSchoolId, numbers, setNumbers, isPending, handleSubmit };
}

/** The chosen students, each with their class number (blank until typed). */
type ClassNumbers = Map<string, string>;

interface ClassStudentsProps {
  numbers: ClassNumbers;
  onChange: (update: (numbers: ClassNumbers) => ClassNumbers) => void;
}

/** The teacher's students to pick from, searchable, each with a class number once picked. */
function ClassStudents({ numbers, onChange }: ClassStudentsProps) {
  const { t } = useTranslation();
  const students = useQuery(studentsQuery);
  const [filter, setFilter] = useState('');
  const pickable = (students.data ?? []).filter((student) =>
    `${student.displayName} ${student.email} ${student.className}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  function toggle(studentId: string, checked: boolean) {
    onChange((map) => {
      const next = new Map(map);
      if (checked) next.set(studentId, '');
      else next.delete(studentId);
      return next;
    });
  }

  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('classes.dialog.students', { count: numbers.size })}
        </Text>
      </Group>
      <TextInput
        placeholder={t('classes.dialog.searchStudents')}
        aria-label={t('classes.dialog.searchStudents')}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        size="sm"
      />
      {students.isSuccess && students.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('classes.dialog.noStudents')}
        </Text>
      )}
      <ScrollArea.Autosize mah={300} type="auto">
        <Stack gap={4}>
          {pickable.map((student) => (
            <ClassStudentRow
              key={student.studentId}
              student={student}
              number={numbers.get(student.studentId)}
              onToggle={(checked) => toggle(student.studentId, checked)}
              onNumber={(value) => onChange((map) => new Map(map).set(student.studentId, value))}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

interface ClassStudentRowProps {
  student: StudentLinkView;
  /** undefined while the student is not in the class */
  number: string | undefined;
  onToggle: (checked: boolean) => void;
  onNumber: (value: string) => void;
}

function ClassStudentRow({ student, number, onToggle, onNumber }: ClassStudentRowProps) {
  const { t } = useTranslation();
  const checked = number !== undefined;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" py={2}>
      <Checkbox
        checked={checked}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        label={student.displayName}
        description={student.email}
        styles={{ body: { minWidth: 0 }, label: { wordBreak: 'break-word' } }}
      />
      <TextInput
        aria-label={t('classes.dialog.classNumberOf', { name: student.displayName })}
        placeholder={t('classes.dialog.classNumber')}
        value={number ?? ''}
        disabled={!checked}
        maxLength={CLASS_NUMBER_MAX}
        onChange={(event) => onNumber(event.currentTarget.value)}
        w={88}
        size="xs"
      />
    </Group>
  );
}
