import '@mantine/tiptap/styles.css';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo, useRef, useState } from 'react';
import type { UploadedImage } from '../../../common/admin';
import { useTranslation } from '../../i18n/i18n';
import { api, useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { AiAnswerPhotoButton } from '../ai/AiAnswerPhotoButton';
import { ocrTextToHtml } from './ocrHtml';

interface NotesEditorProps {
  initial: string;
  label: string;
  onChange: (html: string) => void;
}

/**
 * The tiptap editor of one language's rich text (chapter notes, blog posts); LaTeX stays plain `$...$` text, rendered
 * by the server's preview. Below it, the editors' OCR: the text of an image goes in as paragraphs at the cursor, or
 * at the end when the editor was never clicked into (its selection would otherwise put it first), and is saved like
 * anything typed.
 */
export function NotesEditor({ initial, label, onChange }: NotesEditorProps) {
  const { onImageUpload, onImageUploadError } = useImageUpload();
  const hasCursor = useRef(false);
  const latest = useRef({ onChange, onImageUpload, onImageUploadError });
  latest.current = { onChange, onImageUpload, onImageUploadError };
  // The options are made once. useEditor compares them on every render and, when one differs (a new `initial` from an
  // autosave's reply, a new extensions array), calls setOptions, which hands ProseMirror its state
  // again while the user may be typing: text being typed was then read in twice (a blog's English saved doubled).
  const [options] = useState(() => ({
    extensions: [
      StarterKit.configure({ link: false }),
      Link,
      getUploadImageExtension(Image, {
        onImageUpload: (file: File) => latest.current.onImageUpload(file),
        onImageUploadError: (file: File, error: unknown) => latest.current.onImageUploadError(file, error),
      }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: initial,
  }));
  // A new label (the interface language changed) sets the options once; typing never does.
  const editorProps = useMemo(() => ({ attributes: { 'aria-label': label } }), [label]);
  const editor = useEditor({
    ...options,
    editorProps,
    onUpdate: ({ editor: current }) => latest.current.onChange(current.getHTML()),
    onFocus: () => {
      hasCursor.current = true;
    },
  });
  const insertRead = (text: string) => {
    const html = ocrTextToHtml(text);
    if (!editor || !html) return;
    // Without focus: the text may arrive seconds later, while the admin is typing elsewhere on the page.
    if (editor.isEmpty) {
      editor.commands.setContent(html);
      return;
    }
    // Its own paragraphs: in place of an empty one at the cursor, else after the block the cursor is in (splitting a
    // sentence would leave half of it on each side), else at the end.
    const { $from } = editor.state.selection;
    let at = editor.state.doc.content.size;
    if (hasCursor.current && $from.parent.isTextblock && $from.parent.content.size === 0) at = $from.pos;
    else if (hasCursor.current && $from.depth > 0) at = $from.after(1);
    editor.commands.insertContentAt(at, html);
  };
  return (
    <>
      <RichTextEditor editor={editor} onImageUpload={onImageUpload} onImageUploadError={onImageUploadError}>
        <NotesToolbar />
        <RichTextEditor.Content mih={320} />
      </RichTextEditor>
      <AiAnswerPhotoButton onText={insertRead} />
    </>
  );
}

/** An image pasted, dropped or chosen goes up to the admins' image store; the editor then shows it from there. */
function useImageUpload() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const onImageUpload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    const image = await api.form<UploadedImage>('POST', '/api/admin/images', form);
    notifySuccess(t('admin.notes.imageUploaded'));
    return { src: image.url };
  };
  const onImageUploadError = (_file: File, error: unknown) =>
    notifyError(`${t('admin.notes.imageFailed')}${t('common.colon')}${errorText(error)}`);
  return { onImageUpload, onImageUploadError };
}

function NotesToolbar() {
  const { t } = useTranslation();
  return (
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
  );
}
