import type { Editor } from '@tiptap/react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ToolProps {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  /** What the button shows (hidden from screen readers, which read `label`). */
  face: string;
}

/**
 * The button's accessible name: its label, and the face too when the face is an abbreviation
 * (H2, 1.) rather than a symbol (B, •, ↶), so a speech-input user can say what they see
 * (WCAG 2.5.3 "label in name", axe's label-content-name-mismatch).
 */
function nameOf(label: string, face: string): string {
  // Not in parentheses: axe (like speech software) leaves a parenthetical out of the name.
  return face.length > 1 && /[\p{L}\p{N}]/u.test(face) ? `${label} — ${face}` : label;
}

function Tool({
  label,
  pressed,
  disabled,
  onClick,
  face,
  tabbable,
  onFocus,
}: ToolProps & { tabbable: boolean; onFocus: () => void }) {
  return (
    <button
      type="button"
      className="rich-text__tool"
      aria-label={nameOf(label, face)}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      tabIndex={tabbable ? 0 : -1}
      onFocus={onFocus}
      // Keep the editor's selection: a mouse press on a tool would otherwise take focus first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden="true">{face}</span>
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
  // Roving tab stop: Tab reaches the toolbar once, on the tool last used.
  const [active, setActive] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  const chain = () => editor.chain().focus();
  const roving = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [
      ...(bar.current?.querySelectorAll<HTMLButtonElement>('.rich-text__tool:not(:disabled)') ?? []),
    ];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next: Record<string, number> = {
      ArrowRight: (at + 1) % buttons.length,
      ArrowLeft: (at + buttons.length - 1) % buttons.length,
      Home: 0,
      End: buttons.length - 1,
    };
    if (at < 0 || !(e.key in next)) return;
    e.preventDefault();
    buttons[next[e.key]!]?.focus();
  };
  const tools: ToolProps[] = [
    {
      face: 'B',
      label: t('entity:richText.bold'),
      pressed: editor.isActive('bold'),
      onClick: () => chain().toggleBold().run(),
    },
    {
      face: 'I',
      label: t('entity:richText.italic'),
      pressed: editor.isActive('italic'),
      onClick: () => chain().toggleItalic().run(),
    },
    {
      face: 'U',
      label: t('entity:richText.underline'),
      pressed: editor.isActive('underline'),
      onClick: () => chain().toggleUnderline().run(),
    },
    {
      face: 'S',
      label: t('entity:richText.strike'),
      pressed: editor.isActive('strike'),
      onClick: () => chain().toggleStrike().run(),
    },
    ...([2, 3] as const).map((level) => ({
      face: `H${level}`,
      label: t('entity:richText.heading', { level }),
      pressed: editor.isActive('heading', { level }),
      onClick: () => chain().toggleHeading({ level }).run(),
    })),
    {
      face: '•',
      label: t('entity:richText.bulletList'),
      pressed: editor.isActive('bulletList'),
      onClick: () => chain().toggleBulletList().run(),
    },
    {
      face: '1.',
      label: t('entity:richText.orderedList'),
      pressed: editor.isActive('orderedList'),
      onClick: () => chain().toggleOrderedList().run(),
    },
    {
      face: '🔗',
      label: t('entity:richText.link'),
      pressed: editor.isActive('link') || linking,
      onClick: () => {
        setHref(String(editor.getAttributes('link').href ?? ''));
        setLinking((open) => !open);
      },
    },
    {
      face: '↶',
      label: t('entity:richText.undo'),
      disabled: !editor.can().undo(),
      onClick: () => chain().undo().run(),
    },
    {
      face: '↷',
      label: t('entity:richText.redo'),
      disabled: !editor.can().redo(),
      onClick: () => chain().redo().run(),
    },
  ];
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
        {tools.map((tool, i) => (
          <Tool
            key={tool.face}
            {...tool}
            // A disabled tool cannot hold the tab stop (undo before anything was done).
            tabbable={i === (tools[active]?.disabled ? 0 : active)}
            onFocus={() => setActive(i)}
          />
        ))}
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
