import type { Selectable } from 'kysely';
import type { NotificationsTable } from '../db/DatabaseSchema';

/** A notification as the list returns it and as `NotificationCreated` carries it. */
export interface NotificationView {
  id: number;
  /** What it is about: `wf` workflow (with `data.workflow.status`), `sc` sent by an administrator. */
  modelType: string;
  modelId: number | null;
  title: string;
  content: string;
  data: Record<string, unknown>;
  read: boolean;
  read_at: string | null;
  created_at: string;
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toNotificationView(row: Selectable<NotificationsTable>): NotificationView {
  return {
    id: row.id,
    modelType: row.model_type,
    modelId: row.model_id,
    title: row.title,
    content: row.content,
    data: row.data ?? {},
    read: row.read_at !== null,
    read_at: row.read_at === null ? null : iso(row.read_at),
    created_at: iso(row.created_at),
  };
}
