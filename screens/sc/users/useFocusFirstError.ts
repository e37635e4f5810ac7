import { type RefObject, useEffect } from 'react';

/**
 * After a refused submit, moves the keyboard focus to the first field marked invalid, so
 * a keyboard or screen-reader user lands on what needs fixing. `attempt` changes per submit.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt === 0) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  }, [form, attempt]);
}
