import { screen, waitFor } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../../i18n/i18n';
import { publicConfig, stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NotesEditor } from './NotesEditor';

beforeEach(async () => {
  await loadTexts(['admin', 'ai']);
  stubApi({ 'GET /api/config': { status: 200, body: publicConfig } });
});

afterEach(() => {
  vi.restoreAllMocks();
});

interface Props {
  initial: string;
  label: string;
  onChange: (html: string) => void;
}

const parent: { set?: (props: Props) => void } = {};

/** The editor inside a parent whose props the test changes, as the blog editor's state does on a reply. */
function Parent({ first }: { first: Props }) {
  const [props, setProps] = useState(first);
  parent.set = setProps;
  return <NotesEditor {...props} />;
}

function renderEditor(first: Props) {
  renderWithProviders(<Parent first={first} />);
  return { rerender: (props: Props) => act(() => parent.set?.(props)) };
}

describe('the notes and blog editor', () => {
  it("leaves the editor alone when an autosave's reply comes back while typing", async () => {
    const setOptions = vi.spyOn(Editor.prototype, 'setOptions');
    const onChange = vi.fn();
    const view = renderEditor({ initial: '<p>Speed</p>', label: 'Content (English)', onChange });
    const box = await screen.findByRole('textbox', { name: 'Content (English)' });
    await waitFor(() => expect(box.textContent).toBe('Speed'));
    const before = setOptions.mock.calls.length;
    // The blog's state becomes the server's answer: a new `initial`, and the parent renders again, twice.
    view.rerender({ initial: '<p>Spee</p>', label: 'Content (English)', onChange });
    view.rerender({ initial: '<p>Speed is</p>', label: 'Content (English)', onChange: () => {} });
    await new Promise((settle) => setTimeout(settle, 10));
    // setOptions hands ProseMirror its state again, mid-typing: what was being typed was read in twice.
    expect(setOptions.mock.calls.slice(before)).toEqual([]);
    expect(box.textContent).toBe('Speed');
  });

  it('follows a new label (the interface language changed)', async () => {
    const view = renderEditor({ initial: '', label: 'Content (English)', onChange: () => {} });
    await screen.findByRole('textbox', { name: 'Content (English)' });
    view.rerender({ initial: '', label: '內容（英文）', onChange: () => {} });
    expect(await screen.findByRole('textbox', { name: '內容（英文）' })).toBeTruthy();
  });
});
