import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../src/widgets/Spinner';
import { describeOwner } from './describeOwner';
import type { EffectiveNode, OwnerExplanation } from './effectiveRightsTypes';
import { useAllModuleMessages } from './useAllModuleMessages';
import { useEffectiveRights } from './useEffectiveRights';
import './rights.css';

export interface EffectiveRightsPanelProps {
  userId: number;
}

/** An item's actions grouped by the owners that give them and the rows they reach, so shared sources show once. */
function actionGroups(
  item: EffectiveNode,
): Array<{ actions: EffectiveNode[]; owners: string[]; scope: EffectiveNode['scope'] }> {
  const groups = new Map<
    string,
    { actions: EffectiveNode[]; owners: string[]; scope: EffectiveNode['scope'] }
  >();
  for (const action of item.children ?? []) {
    const owners = [...new Set((action.sources ?? []).map((s) => s.owner))].sort();
    const key = `${owners.join(',')}|${action.scope ?? ''}`;
    const group = groups.get(key) ?? { actions: [], owners, scope: action.scope };
    group.actions.push(action);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function ItemRights({
  item,
  t,
  explain,
}: {
  item: EffectiveNode;
  t: TFunction;
  explain: (owner: string) => string;
}) {
  return (
    <li className="effective-rights__item" data-path={item.path}>
      <span className="effective-rights__item-name">{t(item.label)}</span>
      <ul className="effective-rights__groups">
        {actionGroups(item).map((group) => (
          <li key={`${group.owners.join(',')}|${group.scope ?? ''}`}>
            <span className="effective-rights__actions">
              {group.actions.map((a) => t(a.label)).join(', ')}
            </span>
            {group.scope && (
              <span className="effective-rights__scope" data-scope={group.scope}>
                {t('sc:rights.effective.scope', { scope: t(`sc:rights.scopes.${group.scope}`) })}
              </span>
            )}
            <span className="effective-rights__from">
              {t('sc:rights.effective.from')} {group.owners.map(explain).join('; ')}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * One module of the preview. A module the licence switches off is listed (its grants are
 * kept) but greyed and struck through, with a note saying why it is not in effect: the
 * note is text, so a screen reader says it too. The module's name stays its own element.
 */
function ModuleRights({
  module,
  t,
  explain,
}: {
  module: EffectiveNode;
  t: TFunction;
  explain: (owner: string) => string;
}) {
  const off = module.notInEffect;
  return (
    <li data-path={module.path} className={off ? 'effective-rights__off' : undefined}>
      <span className="effective-rights__module">{t(module.label)}</span>
      {off && (
        <span className="effective-rights__not-in-effect" data-not-in-effect={off}>
          {t(`sc:rights.effective.notInEffect.${off}`)}
        </span>
      )}
      <ul>
        {(module.children ?? []).map((area) => (
          <li key={area.path} data-path={area.path}>
            <span className="effective-rights__area">{t(area.label)}</span>
            <ul>
              {(area.children ?? []).map((item) => (
                <ItemRights key={item.path} item={item} t={t} explain={explain} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * What a user may do and why: each right they hold (module, area, item and actions, in the
 * reader's language) with the owners it comes from (the user, their department or a
 * department above it, a group, possibly through nested groups), from
 * GET /api/sc/rights/effective/:userId. Rights granted in a module the licence switches off
 * show as not in effect. Reloads after a rights save and a licence change (useEffectiveRights).
 * Needs sc.admin.rights.actions.view.
 *
 * @example <EffectiveRightsPanel userId={user.id} />
 */
export function EffectiveRightsPanel({ userId }: EffectiveRightsPanelProps) {
  const { t } = useTranslation(['sc', 'common']);
  const answer = useEffectiveRights(userId);
  const messagesReady = useAllModuleMessages();
  const headingId = `effective-rights-${userId}`;
  const rights = messagesReady ? answer.rights : undefined;
  const owners = new Map<string, OwnerExplanation>((rights?.owners ?? []).map((o) => [o.owner, o]));
  const explain = (owner: string) => {
    const found = owners.get(owner);
    return found ? describeOwner(t, found) : owner;
  };

  return (
    <section className="effective-rights" aria-labelledby={headingId} data-testid="effective-rights">
      <h2 id={headingId}>{t('sc:rights.effective.title')}</h2>
      <p className="effective-rights__intro">{t('sc:rights.effective.intro')}</p>
      {(answer.loading || !messagesReady) && <Spinner label={t('common:loading')} />}
      {answer.error !== undefined && !rights && <p role="alert">{t('sc:rights.effective.loadFailed')}</p>}
      {rights && rights.rights.length === 0 && <p>{t('sc:rights.effective.none')}</p>}
      {rights && rights.rights.length > 0 && (
        <>
          <h3 className="effective-rights__subheading">{t('sc:rights.effective.countsAs')}</h3>
          <ul className="effective-rights__owners">
            {rights.owners.map((o) => (
              <li key={o.owner}>{describeOwner(t, o)}</li>
            ))}
          </ul>
          <ul className="effective-rights__modules" aria-label={t('sc:rights.effective.rightsTree')}>
            {rights.rights.map((module) => (
              <ModuleRights key={module.path} module={module} t={t} explain={explain} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
