import { type BroadcastItem, ChannelRegistry } from './ChannelRegistry';
import { channelKind, userChannel } from './channelNames';
import { errorFrame } from './frames';

/**
 * The close code for the sockets of a user the server has signed out (deactivated,
 * deleted). It sits in Pusher's 4000–4099 range, which pusher-js answers with "refused":
 * it goes to `disconnected` and does not reconnect. 4000 itself means "use TLS" to
 * pusher-js, and 4001–4009 are Pusher's own, hence 4010.
 */
export const SIGNED_OUT_CLOSE_CODE = 4010;

/**
 * The internal event that carries "close this user's sockets" between instances. It
 * travels through the broker like any event, so with Redis every instance closes the
 * sockets it holds; the registry consumes it and never sends it to a client.
 */
export const DISCONNECT_USER_EVENT = 'atrium_internal:disconnect_user';

/** The broker item that makes every instance close the user's sockets. */
export function disconnectUserItem(userId: number): BroadcastItem {
  return {
    channels: [userChannel(userId)],
    event: DISCONNECT_USER_EVENT,
    dataJson: JSON.stringify(String(userId)),
  };
}

/**
 * A channel registry that also acts on `DISCONNECT_USER_EVENT`: it closes, with
 * SIGNED_OUT_CLOSE_CODE, every socket of this instance subscribed to the user's private
 * channel or present in a presence channel as that user. Other items are delivered as usual.
 */
export class UserClosingChannelRegistry extends ChannelRegistry {
  override deliver(item: BroadcastItem): void {
    if (item.event !== DISCONNECT_USER_EVENT) {
      super.deliver(item);
      return;
    }
    const userId = JSON.parse(item.dataJson) as unknown;
    if (typeof userId === 'string') this.closeSocketsOf(userId);
  }

  private closeSocketsOf(userId: string): void {
    const own = new Set(this.connectionsIn(userChannel(Number(userId))));
    for (const channel of this.channelNames()) {
      if (channelKind(channel) !== 'presence') continue;
      for (const connection of this.connectionsIn(channel)) {
        if (connection.memberOf(channel)?.user_id === userId) own.add(connection);
      }
    }
    for (const connection of own) {
      connection.send(errorFrame(SIGNED_OUT_CLOSE_CODE, 'Signed out'));
      connection.close(SIGNED_OUT_CLOSE_CODE, 'Signed out');
    }
  }
}
