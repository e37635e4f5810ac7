/** How long an alert stays on screen (spec section 9). */
export const ALERT_DURATION_MS = 2500;

export type AlertStyle = 'success' | 'danger' | 'warning';

export interface AlertItem {
  id: number;
  style: AlertStyle;
  messages: string[];
}

type Listener = () => void;

const listeners = new Set<Listener>();
let alerts: readonly AlertItem[] = [];
let nextId = 1;

function emit(): void {
  for (const listener of listeners) listener();
}

export function getAlerts(): readonly AlertItem[] {
  return alerts;
}

export function subscribeAlerts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function dismissAlert(id: number): void {
  if (!alerts.some((a) => a.id === id)) return;
  alerts = alerts.filter((a) => a.id !== id);
  emit();
}

/**
 * Shows an alert for 2.5 s. Prefer useAlert() in components.
 * @example showAlert('success', ['Saved'])
 */
export function showAlert(style: AlertStyle, messages: readonly string[]): number {
  const id = nextId++;
  alerts = [...alerts, { id, style, messages: [...messages] }];
  emit();
  setTimeout(() => dismissAlert(id), ALERT_DURATION_MS);
  return id;
}

/** Removes every alert (tests; a page change that makes them meaningless). */
export function clearAlerts(): void {
  if (alerts.length === 0) return;
  alerts = [];
  emit();
}
