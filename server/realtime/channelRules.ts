import type { AuthState } from '../auth/authGuard';
import type { AppContext } from '../http/AppContext';

export interface ChannelAuthorization {
  auth: AuthState;
  /** The `{name}` parts of the pattern, as matched in the channel name. */
  params: Record<string, string>;
  ctx: AppContext;
}

/** Whether the signed-in user may join the channel. */
export type ChannelAuthorizer = (request: ChannelAuthorization) => boolean | Promise<boolean>;

/**
 * Who may join which private or presence channel, by channel-name pattern, in the
 * style of Laravel's routes/channels.php: `{name}` matches one dot-free segment.
 * A feature that broadcasts on its own channels adds its patterns here; a channel no
 * pattern matches is refused (403), so nothing is joinable by accident.
 */
export const CHANNEL_RULES: Readonly<Record<string, ChannelAuthorizer>> = {
  // Each user's notifications: only that user.
  'private-App.Models.User.{id}': ({ auth, params }) => params.id === String(auth.userId),
  // Who is online: every signed-in user (presence members carry id, name and account).
  'presence-online': () => true,
};

export interface CompiledChannelRule {
  pattern: string;
  regex: RegExp;
  authorize: ChannelAuthorizer;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Turns the pattern map into regular expressions once, at start. */
export function compileChannelRules(
  rules: Readonly<Record<string, ChannelAuthorizer>>,
): CompiledChannelRule[] {
  return Object.entries(rules).map(([pattern, authorize]) => {
    const source = pattern
      .split(/(\{[A-Za-z_][A-Za-z0-9_]*\})/)
      .map((part) =>
        /^\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(part)
          ? `(?<${part.slice(1, -1)}>[A-Za-z0-9_\\-=@,;]+)`
          : escapeRegex(part),
      )
      .join('');
    return { pattern, regex: new RegExp(`^${source}$`), authorize };
  });
}

/** The first rule whose pattern matches the whole channel name, with its parameters. */
export function matchChannelRule(
  rules: readonly CompiledChannelRule[],
  channel: string,
): { rule: CompiledChannelRule; params: Record<string, string> } | null {
  for (const rule of rules) {
    const match = rule.regex.exec(channel);
    if (match) return { rule, params: { ...(match.groups ?? {}) } };
  }
  return null;
}
