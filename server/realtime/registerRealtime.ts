import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/AppContext';
import { CHANNEL_RULES, type ChannelAuthorizer, compileChannelRules } from './channelRules';
import { PusherServer } from './PusherServer';
import { registerBroadcastingRoutes } from './registerBroadcastingRoutes';
import { registerEventsApi } from './registerEventsApi';

/**
 * Everything realtime on one HTTP app: the WebSocket endpoint on the app's own server
 * and port, the broadcasting config and auth routes, and the signed events API. When the
 * app closes, every socket is told to reconnect (4200) before the server stops.
 */
export function registerRealtime(
  app: FastifyInstance,
  ctx: AppContext,
  rules: Readonly<Record<string, ChannelAuthorizer>> = CHANNEL_RULES,
): PusherServer {
  const pusher = new PusherServer(ctx.realtime, ctx.config.realtime, ctx.log);
  pusher.attach(app.server);
  app.addHook('preClose', async () => pusher.close());
  registerBroadcastingRoutes(app, ctx, compileChannelRules(rules));
  registerEventsApi(app, ctx.realtime);
  return pusher;
}
