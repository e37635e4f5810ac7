import { useTranslation } from 'react-i18next';

/** The id of the shell's <main>, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The shell's first focusable element: a keyboard user jumps past the menus to the page.
 * Hidden until focused. Moves focus itself: a `#main-content` address would be one more
 * history entry for the router.
 */
export function SkipToContent() {
  const { t } = useTranslation('general');
  return (
    <a
      className="shell-skip"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('shell.skipToContent')}
    </a>
  );
}
