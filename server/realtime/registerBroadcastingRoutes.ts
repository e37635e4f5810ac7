import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/authGuard';
import type { AppContext } from '../http/AppContext';
import { HttpError } from '../http/HttpError';
import { translate } from '../http/translate';
import { broadcastingConfig } from './broadcastingConfig';
import { CHANNEL_NAME_PATTERN, channelKind, SOCKET_ID_PATTERN } from './channelNames';
import { type CompiledChannelRule, matchChannelRule } from './channelRules';
import { signChannel } from './signatures';

interface AuthBody {
  socket_id: string;
  channel_name: string;
}

const authSchema = {
  body: {
    type: 'object',
    required: ['socket_id', 'channel_name'],
    // pusher-js may send extra `auth.params`; they are ignored, not refused.
    properties: {
      socket_id: { type: 'string', maxLength: 25, pattern: SOCKET_ID_PATTERN },
      channel_name: { type: 'string', maxLength: 164, pattern: CHANNEL_NAME_PATTERN },
    },
  },
} as const;

/**
 * `GET /api/broadcasting/config`: how to reach the realtime server.
 * `POST /api/broadcasting/auth` (JSON or form-encoded `socket_id`, `channel_name`):
 * signs a private or presence channel the signed-in user may join, by the channel rules;
 * anything else is a 403, which pusher-js reports as a subscription error of type AuthError.
 */
export function registerBroadcastingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  rules: readonly CompiledChannelRule[],
): void {
  const config = broadcastingConfig(ctx.config, ctx.realtime.app.key);
  app.get('/api/broadcasting/config', { config: { access: 'public' } }, async () => config);

  app.post<{ Body: AuthBody }>(
    '/api/broadcasting/auth',
    { config: { access: 'authenticated' }, schema: authSchema },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { socket_id: socketId, channel_name: channel } = request.body;
      const kind = channelKind(channel);
      const match = kind === 'public' ? null : matchChannelRule(rules, channel);
      const allowed = match ? await match.rule.authorize({ auth, params: match.params, ctx }) : false;
      if (!allowed) {
        throw new HttpError(403, translate(request.lang, 'realtime:auth.forbidden', { channel }));
      }
      reply.header('cache-control', 'no-store');
      if (kind === 'private') return { auth: signChannel(ctx.realtime.app, socketId, channel) };

      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'name', 'account'])
        .where('id', '=', auth.userId)
        .executeTakeFirstOrThrow();
      const channelData = JSON.stringify({
        user_id: String(user.id),
        user_info: { id: user.id, name: user.name, account: user.account },
      });
      return {
        auth: signChannel(ctx.realtime.app, socketId, channel, channelData),
        channel_data: channelData,
      };
    },
  );
}
