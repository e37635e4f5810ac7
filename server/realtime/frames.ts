/**
 * Frames the server sends, as strings. Broadcast frames are built here once per channel
 * and event and the same bytes go to every subscriber.
 */

/**
 * An event on a channel. `dataJson` is the JSON of the frame's `data` field: for server
 * events a JSON string literal (Pusher sends event data as a string the client parses),
 * for client events the value the sender sent.
 */
export function eventFrame(event: string, channel: string, dataJson: string, userId?: string): string {
  const user = userId === undefined ? '' : `,"user_id":${JSON.stringify(userId)}`;
  return `{"event":${JSON.stringify(event)},"channel":${JSON.stringify(channel)},"data":${dataJson}${user}}`;
}

/** A protocol message (`pusher:*`, `pusher_internal:*`); `data` is sent as given (string or object). */
export function controlFrame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify(channel === undefined ? { event, data } : { event, channel, data });
}

export function errorFrame(code: number, message: string): string {
  return controlFrame('pusher:error', { code, message });
}
