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

/**
 * A broadcast frame built once for all its subscribers: the text as ws would send it, and
 * the complete WebSocket frame around it (see `wireFrame`).
 */
export interface WireFrame {
  text: Buffer;
  wire: Buffer;
}

/** Opcode 1 (text) with the FIN bit: a whole message in one frame, as ws sends it. */
const FINAL_TEXT_FRAME = 0x81;

/**
 * Frames `text` for the wire once (RFC 6455 section 5.2: a server's frames are not masked,
 * and Atrium negotiates no extension, so the bytes are the same for every socket). Written
 * as it is to each subscriber's TCP socket, a broadcast to 5,000 sockets costs 5,000 writes
 * of one shared Buffer, instead of 5,000 times ws.send's option objects, header allocation
 * and corked two-buffer write (see `writeWireFrame`).
 */
export function wireFrame(textFrame: string): WireFrame {
  const text = Buffer.from(textFrame);
  const length = text.length;
  const headerLength = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const wire = Buffer.allocUnsafe(headerLength + length);
  wire[0] = FINAL_TEXT_FRAME;
  if (length < 126) {
    wire[1] = length;
  } else if (length < 65536) {
    wire[1] = 126;
    wire.writeUInt16BE(length, 2);
  } else {
    wire[1] = 127;
    wire.writeBigUInt64BE(BigInt(length), 2);
  }
  text.copy(wire, headerLength);
  return { text, wire };
}
