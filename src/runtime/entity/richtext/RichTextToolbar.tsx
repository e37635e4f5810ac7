import type { Editor } from '@tiptap/react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ToolProps {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: string;
}

function Tool({ label, pressed, disabled, onClick, children }: ToolProps) {
  return (
    <button
      type="button"
      className="rich-text__tool"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the editor's selection: a mouse press on a tool would otherwise take focus first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** Only links a reader may follow safely; the server keeps the same schemes (htmlAllowList). */
const LINK = /^(https?:\/\/|mailto:)\S+$/i;

/**
 * The editor's toolbar (WAI-ARIA toolbar: one tab stop, arrow keys move between tools):
 * bold, italic, underline, strike, two heading levels, lists, link, undo and redo, each
 * labelled for screen readers and showing its state with aria-pressed.
 */
export function RichTextToolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const bar = useRef<HTMLDivElement>(null);
  const chain = () => editor.chain().focus();
  const roving = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const tools = [
      ...(bar.current?.querySelectorAll<HTMLButtonElement>('.rich-text__tool:not(:disabled)') ?? []),
    ];
    const at = tools.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    e.preventDefault();
    tools[(at + (e.key === 'ArrowRight' ? 1 : tools.length - 1)) % tools.length]?.focus();
  };
  const applyLink = () => {
    const url = href.trim();
    if (url === '') chain().extendMarkRange('link').unsetLink().run();
    else if (LINK.test(url)) chain().extendMarkRange('link').setLink({ href: url }).run();
    else return;
    setLinking(false);
  };
  return (
    <>
      <div className="rich-text__toolbar" role="toolbar" aria-label={label} ref={bar} onKeyDown={roving}>
        <Tool
          label={t('entity:richText.bold')}
          pressed={editor.isActive('bold')}
          onClick={() => chain().toggleBold().run()}
        >
          B
        </Tool>
        <Tool
          label={t('entity:richText.italic')}
          pressed={editor.isActive('italic')}
          onClick={() => chain().toggleItalic().run()}
        >
          I
        </Tool>
        <Tool
          label={t('entity:richText.underline')}
          pressed={editor.isActive('underline')}
          onClick={() => chain().toggleUnderline().run()}
        >
          U
        </Tool>
        <Tool
          label={t('entity:richText.strike')}
          pressed={editor.isActive('strike')}
          onClick={() => chain().toggleStrike().run()}
        >
          S
        </Tool>
        <Tool
          label={t('entity:richText.heading', { level: 2 })}
          pressed={editor.isActive('heading', { level: 2 })}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </Tool>
        <Tool
          label={t('entity:richText.heading', { level: 3 })}
          pressed={editor.isActive('heading', { level: 3 })}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </Tool>
        <Tool
          label={t('entity:richText.bulletList')}
          pressed={editor.isActive('bulletList')}
          onClick={() => chain().toggleBulletList().run()}
        >
          •
        </Tool>
        <Tool
          label={t('entity:richText.orderedList')}
          pressed={editor.isActive('orderedList')}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1.
        </Tool>
        <Tool
          label={t('entity:richText.link')}
          pressed={editor.isActive('link') || linking}
          onClick={() => {
            setHref(String(editor.getAttributes('link').href ?? ''));
            setLinking((open) => !open);
          }}
        >
          🔗
        </Tool>
        <Tool
          label={t('entity:richText.undo')}
          disabled={!editor.can().undo()}
          onClick={() => chain().undo().run()}
        >
          ↶
        </Tool>
        <Tool
          label={t('entity:richText.redo')}
          disabled={!editor.can().redo()}
          onClick={() => chain().redo().run()}
        >
          ↷
        </Tool>
      </div>
      {linking && (
        <div className="rich-text__link">
          <label>
            {t('entity:richText.linkAddress')}
            <input
              type="url"
              value={href}
              placeholder="https://"
              autoFocus
              onChange={(e) => setHref(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                }
                if (e.key === 'Escape') setLinking(false);
              }}
              aria-invalid={href.trim() !== '' && !LINK.test(href.trim())}
            />
          </label>
          <button type="button" onClick={applyLink}>
            {t('entity:richText.applyLink')}
          </button>
          <button type="button" onClick={() => setLinking(false)}>
            {t('common:action.cancel')}
          </button>
        </div>
      )}
    </>
  );
}
