import { describe, expect, it } from 'vitest';
import { CHANNEL_RULES, compileChannelRules, matchChannelRule } from './channelRules';

describe('channel rules', () => {
  const rules = compileChannelRules({
    ...CHANNEL_RULES,
    'private-wf.form.{formId}.stage.{stage}': () => true,
  });

  it('matches whole names and captures {params} of one dot-free segment', () => {
    expect(matchChannelRule(rules, 'private-App.Models.User.42')?.params).toEqual({ id: '42' });
    expect(matchChannelRule(rules, 'private-wf.form.7.stage.S')?.params).toEqual({ formId: '7', stage: 'S' });
    expect(matchChannelRule(rules, 'presence-online')?.rule.pattern).toBe('presence-online');
  });

  it('matches nothing else', () => {
    for (const name of [
      'private-App.Models.User.',
      'private-App.Models.User.4.2',
      'private-AppXModels.User.4',
      'xprivate-App.Models.User.4',
      'presence-online2',
      'private-wf.form.7.stage',
    ]) {
      expect(matchChannelRule(rules, name), name).toBeNull();
    }
  });

  it('lets a user join only their own notification channel', async () => {
    const match = matchChannelRule(rules, 'private-App.Models.User.42')!;
    const auth = (userId: number) => ({ userId, sessionId: 's', userPermission: {} });
    // The rule reads nothing but the user and the params; ctx is not needed for it.
    const ctx = {} as Parameters<typeof match.rule.authorize>[0]['ctx'];
    expect(await match.rule.authorize({ auth: auth(42), params: match.params, ctx })).toBe(true);
    expect(await match.rule.authorize({ auth: auth(4), params: match.params, ctx })).toBe(false);
  });
});
