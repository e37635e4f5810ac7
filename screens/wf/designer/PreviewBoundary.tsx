import { Component, type ReactNode } from 'react';

/**
 * Keeps a form the runtime cannot draw yet (a half-typed formula, a table without columns) from
 * taking the designer down: shows `fallback` instead. Remounted (by its key) to try again.
 */
export class PreviewBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
