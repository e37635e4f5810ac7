import type { Socket } from 'node:net';
import { WebSocket } from 'ws';
import type { WireFrame } from './frames';

/**
 * The parts of a ws 8 WebSocket this relies on. They are not public API, so each is
 * checked before use: should a later ws rename one, the check fails and the frame goes
 * through ws.send as before, never around a sender in an unknown state.
 */
interface WsInternals {
  _socket?: Socket | null;
  _extensions?: Record<string, unknown>;
  _sender?: {
    /** Bytes of messages queued behind a compression or a Blob read still under way. */
    _bufferedBytes?: unknown;
    /** False in the middle of a fragmented message (ws.send with fin: false). */
    _firstFragment?: unknown;
  } | null;
}

/**
 * Writes a pre-built frame straight to the socket under `ws`, when that cannot interleave
 * with what ws itself sends; answers false (nothing written) otherwise, and the caller
 * falls back to ws.send.
 *
 * Safe means: the socket is open (no close frame sent: nothing may follow it), no
 * extension was negotiated (permessage-deflate would change the bytes; Atrium turns it
 * off, this guards against that changing), and ws's Sender has nothing queued and is not
 * inside a fragmented message. ws's Sender writes a frame to the socket synchronously when
 * it has nothing queued, so with an idle Sender the socket's own write order is the frame
 * order, as it would be through ws.send.
 */
export function writeWireFrame(ws: WebSocket, frame: WireFrame): boolean {
  if (ws.readyState !== WebSocket.OPEN) return false;
  const internals = ws as unknown as WsInternals;
  const socket = internals._socket;
  const sender = internals._sender;
  if (!socket || !sender || !socket.writable) return false;
  if (!internals._extensions || Object.keys(internals._extensions).length > 0) return false;
  if (sender._bufferedBytes !== 0 || sender._firstFragment !== true) return false;
  // One Buffer, one write: no cork needed (ws corks only to join its header and payload).
  socket.write(frame.wire);
  return true;
}
