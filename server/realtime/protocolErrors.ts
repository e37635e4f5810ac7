/**
 * Pusher protocol error codes this server uses, sent as `pusher:error {code, message}`
 * and, where the connection ends, as the WebSocket close code too.
 *
 * Pusher's ranges tell pusher-js what to do after a close:
 *   4000–4099 do not reconnect with the same settings, 4100–4199 reconnect after a
 *   back-off, 4200–4299 reconnect at once, 4300–4399 any other error (not retried).
 * Pusher defines 4001, 4004, 4007, 4009, 4100, 4200, 4201 and 4301 as used here;
 * it defines nothing for bad or oversized frames, so 4300 and 4302 are ours, in the
 * "any other error" range, sent without closing the connection.
 */
export const ProtocolError = {
  /** The key in `/app/{key}` is not this server's app key (close). */
  appNotFound: 4001,
  /** This instance holds `REALTIME_MAX_CONNECTIONS` connections already (close). */
  overConnectionQuota: 4004,
  /** The `protocol` query parameter names a version we do not speak (close). */
  unsupportedProtocol: 4007,
  /** The browser's Origin is not in `REALTIME_ALLOWED_ORIGINS` (close). */
  unauthorized: 4009,
  /** The client cannot keep up with what it is sent (close; it may come back after a back-off). */
  overCapacity: 4100,
  /** The server is shutting down: reconnect now, another instance will answer (close). */
  reconnect: 4200,
  /** The server pinged and no answer came in time (close). */
  pongNotReceived: 4201,
  /** A frame that is not a JSON object with an event name, or an event we do not handle. */
  invalidMessage: 4300,
  /** Too many frames or client events per second: the excess is dropped; a flood closes. */
  rateLimited: 4301,
  /** A frame over the 10 kB message limit: dropped, the connection stays. */
  messageTooLarge: 4302,
} as const;

export type ProtocolErrorCode = (typeof ProtocolError)[keyof typeof ProtocolError];
