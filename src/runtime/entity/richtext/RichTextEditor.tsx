import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { debouncedChange } from './debouncedChange';
import type { PendingEdits } from './PendingEdits';
import { RichTextToolbar } from './RichTextToolbar';
import './richText.css';

export interface RichTextEditorProps {
  id: string;
  /** The field's title: the editor's accessible name. */
  label: string;
  value: string;
  disabled?: boolean;
  /** Called at most every 300 ms while typing, and at once on blur, on save and on unmount. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Where the form takes held-back changes when it saves. */
  pending?: PendingEdits;
  name: string;
}

/**
 * The rich-text editor of `html` fields (tiptap 3, StarterKit): HTML out, '' for an empty
 * document. Loaded on demand by RichTextWidget, so only forms with such a field load it.
 * The server sanitises whatever it sends (server/resources/richtext), the editor only
 * offers what the allow-list keeps.
 */
export default function RichTextEditor({
  id,
  label,
  value,
  disabled,
  onChange,
  onBlur,
  pending,
  name,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const deliver = useRef(onChange);
  deliver.current = onChange;
  const change = useMemo(() => debouncedChange<string>((html) => deliver.current(html)), []);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          defaultProtocol: 'https',
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'rich-text__content',
      },
    },
    onUpdate: ({ editor: e }) => change.push(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => {
      change.flush();
      onBlur?.();
    },
  });

  // The form's value changed from outside (a reload after a conflict): show it.
  useEffect(() => {
    if (!editor || change.pending()) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (shown !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, change]);
  useEffect(() => editor?.setEditable(!disabled), [editor, disabled]);
  useEffect(
    () =>
      pending?.register(name, () => {
        const waiting = change.pending();
        change.flush();
        return waiting;
      }),
    [pending, name, change],
  );
  // Leaving the form (or a dialog closing) delivers the last keystrokes too.
  useEffect(() => () => void change.flush(), [change]);

  if (!editor) return null;
  return (
    <div className={`rich-text${disabled ? ' rich-text--disabled' : ''}`}>
      <RichTextToolbar editor={editor} label={t('entity:richText.toolbar', { field: label })} />
      <EditorContent editor={editor} />
    </div>
  );
}
