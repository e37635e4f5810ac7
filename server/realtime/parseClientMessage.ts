/** A frame from a client, after the checks every frame passes. */
export interface ClientMessage {
  event: string;
  channel: unknown;
  data: unknown;
}

/** A JSON object with a string `event` of sane length, or null for anything else. */
export function parseClientMessage(text: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.event !== 'string' || record.event.length === 0 || record.event.length > 200) return null;
  let data = record.data;
  // Some clients send `data` as a JSON string, as the server does; accept both.
  if (typeof data === 'string' && record.event.startsWith('pusher:')) {
    try {
      data = JSON.parse(data);
    } catch {
      // Left as the string; the handler refuses what it cannot use.
    }
  }
  return { event: record.event, channel: record.channel, data };
}
