import type { ChannelAuthorizationCallback, ChannelAuthorizationHandler } from 'pusher-js';
import { api } from '../api/apiClient';

/** What POST /api/broadcasting/auth answers: the signature pusher-js sends on subscribe. */
interface ChannelAuthorization {
  auth: string;
  channel_data?: string;
}

function isAuthorization(value: unknown): value is ChannelAuthorization {
  return (
    typeof value === 'object' && value !== null && typeof (value as { auth?: unknown }).auth === 'string'
  );
}

/**
 * pusher-js's channel authoriser, through our api client: every subscription (also the
 * re-subscriptions after a reconnect) carries the session's token as it is at that
 * moment, so a token refresh never leaves the socket signing with a stale one
 * (server/realtime/README.md). A refusal reaches the channel as a subscription error
 * of type AuthError (spec section 8).
 */
export const authorizeChannel: ChannelAuthorizationHandler = (
  params,
  callback: ChannelAuthorizationCallback,
) => {
  api
    .post<unknown>(
      '/api/broadcasting/auth',
      { socket_id: params.socketId, channel_name: params.channelName },
      // A refused channel is no reason to end the session: the API calls decide that.
      { expiresSession: false },
    )
    .then(
      (answer) => {
        if (isAuthorization(answer)) callback(null, { auth: answer.auth, channel_data: answer.channel_data });
        else callback(new Error('The channel authorisation answer has no signature.'), null);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
};
