import '@mantine/tiptap/styles.css';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { uploadImage } from './api';

interface NotesEditorProps {
  initial: string;
  label: string;
  onChange: (html: string) => void;
}

/** The tiptap editor of one language's notes; LaTeX stays plain `$...$` text, rendered by the server's preview. */
export function NotesEditor({ initial, label, onChange }: NotesEditorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const onImageUpload = async (file: File) => {
    const image = await uploadImage(file);
    notifySuccess(t('admin.notes.imageUploaded'));
    return { src: image.url };
  };
  const onImageUploadError = (_file: File, error: unknown) =>
    notifyError(`${t('admin.notes.imageFailed')}: ${errorText(error)}`);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link,
      getUploadImageExtension(Image, { onImageUpload, onImageUploadError }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: initial,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    editorProps: { attributes: { 'aria-label': label } },
  });
  return (
    <RichTextEditor editor={editor} onImageUpload={onImageUpload} onImageUploadError={onImageUploadError}>
      <RichTextEditor.Toolbar sticky stickyOffset={0}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H1 />
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.Code />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
          <RichTextEditor.ImageUpload
            aria-label={t('admin.notes.insertImage')}
            accept="image/png,image/jpeg,image/webp,image/gif"
          />
          <RichTextEditor.TableInsert />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={320} />
    </RichTextEditor>
  );
}
