import { channelKind } from './channelNames';
import type { Connection } from './Connection';
import { errorFrame } from './frames';
import type { ClientMessage } from './parseClientMessage';
import { ProtocolError } from './protocolErrors';
import type { Realtime } from './Realtime';

/**
 * A `client-*` event (laravel-echo's whisper): allowed only on a private or presence
 * channel the sender has joined, relayed to the channel's other subscribers on every
 * instance, never back to the sender, with the sender's `user_id` on presence channels.
 */
export function handleClientEvent(realtime: Realtime, connection: Connection, message: ClientMessage): void {
  if (!connection.admitClientEvent()) return;
  const channel = message.channel;
  if (typeof channel !== 'string' || channelKind(channel) === 'public' || !connection.isJoined(channel)) {
    connection.send(
      errorFrame(
        ProtocolError.invalidMessage,
        'Client events are allowed only on private and presence channels this connection has joined.',
      ),
    );
    return;
  }
  void realtime
    .publishItems([
      {
        channels: [channel],
        event: message.event,
        dataJson: JSON.stringify(message.data ?? null),
        exceptSocketId: connection.socketId,
        userId: connection.memberOf(channel)?.user_id,
      },
    ])
    .catch(() => {
      // Delivery on this instance already happened; a Redis hiccup only loses the other instances' copies.
    });
}
