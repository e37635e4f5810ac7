import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../../src/widgets/LanguageSwitcher';
import './centeredPage.css';

/** The frame of the screens shown without the shell: a card in the middle of the page. */
export function CenteredPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="general-page">
      <div className="general-page__tools">
        <LanguageSwitcher />
      </div>
      <main className={wide ? 'general-card general-card--wide' : 'general-card'}>{children}</main>
    </div>
  );
}
