import { Button, Checkbox, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROW_SCOPES, type RowScope } from '../../../schemas/core/rowScopes';
import { type RightsNode, tickState, toggleNode } from './rightsTreeModel';

export interface RightsTreeProps {
  tree: readonly RightsNode[];
  ticked: ReadonlySet<string>;
  onChange: (ticked: Set<string>) => void;
  /** The row scope of each scopable item narrower than all rows, and how to change it. */
  scopes?: ReadonlyMap<string, RowScope>;
  onScopeChange?: (itemPath: string, scope: RowScope) => void;
  disabled?: boolean;
  /** Accessible name of the whole tree. */
  label: string;
}

/** Which rows an entity's ticked rights reach (own, department, below, all), beside the item. */
function ScopeSelect({
  node,
  name,
  ticked,
  scopes,
  onScopeChange,
  disabled,
}: {
  node: RightsNode;
  name: string;
  ticked: ReadonlySet<string>;
  scopes: ReadonlyMap<string, RowScope>;
  onScopeChange: (itemPath: string, scope: RowScope) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select<RowScope>
      size="small"
      className="rights-tree__scope"
      aria-label={t('sc:rights.scopeOf', { name })}
      data-scope-path={node.path}
      value={scopes.get(node.path) ?? 'all'}
      disabled={disabled || tickState(node, ticked) === 'unchecked'}
      onChange={(scope) => onScopeChange(node.path, scope)}
      options={ROW_SCOPES.map((scope) => ({ value: scope, label: t(`sc:rights.scopes.${scope}`) }))}
    />
  );
}

interface BranchProps {
  node: RightsNode;
  name: string;
  ticked: ReadonlySet<string>;
  onChange: (ticked: Set<string>) => void;
  scopes: ReadonlyMap<string, RowScope>;
  onScopeChange: ((itemPath: string, scope: RowScope) => void) | undefined;
  disabled?: boolean;
  depth: number;
}

function NodeCheckbox({
  node,
  name,
  ticked,
  onChange,
  disabled,
}: {
  node: RightsNode;
  name: string;
  ticked: ReadonlySet<string>;
  onChange: (ticked: Set<string>) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const state = tickState(node, ticked);
  return (
    <Checkbox
      className="rights-tree__node"
      checked={state === 'checked'}
      indeterminate={state === 'mixed'}
      aria-checked={state === 'mixed' ? 'mixed' : state === 'checked'}
      aria-label={name}
      disabled={disabled}
      data-path={node.path}
      onChange={() => onChange(toggleNode(node, ticked))}
    >
      {t(node.label)}
    </Checkbox>
  );
}

function Branch({ node, name, ticked, onChange, scopes, onScopeChange, disabled, depth }: BranchProps) {
  const { t } = useTranslation();
  // Modules start folded (there are hundreds of rights); what is inside a module starts open.
  const [open, setOpen] = useState(depth > 0);
  const childId = useId();
  const label = t(node.label);
  return (
    <li className="rights-tree__branch">
      {node.children && (
        <Button
          type="text"
          size="small"
          className="rights-tree__toggle"
          aria-expanded={open}
          aria-controls={childId}
          aria-label={label}
          onClick={() => setOpen(!open)}
        >
          {open ? '▾' : '▸'}
        </Button>
      )}
      <NodeCheckbox node={node} name={name} ticked={ticked} onChange={onChange} disabled={disabled} />
      {onScopeChange && node.scopable && node.children?.every((c) => !c.children) && (
        <ScopeSelect
          node={node}
          name={name}
          ticked={ticked}
          scopes={scopes}
          onScopeChange={onScopeChange}
          disabled={disabled}
        />
      )}
      {node.children && open && (
        <ul id={childId}>
          {node.children.map((child) => (
            <Branch
              key={child.path}
              node={child}
              // Action names repeat under every item: the accessible name says whose it is.
              name={`${label}: ${t(child.label)}`}
              ticked={ticked}
              onChange={onChange}
              scopes={scopes}
              onScopeChange={onScopeChange}
              disabled={disabled}
              depth={depth + 1}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Every right as a tree of checkboxes: module › area › item › action. Ticking a node ticks
 * everything below it; a partly ticked node shows as mixed. An entity whose rows have owners
 * has a select of the rows its rights reach (own, department, department and below, all). Keyboard: Tab to a checkbox,
 * Space to tick, the arrow button before a node folds it.
 */
export function RightsTree({
  tree,
  ticked,
  onChange,
  scopes = new Map(),
  onScopeChange,
  disabled,
  label,
}: RightsTreeProps) {
  const { t } = useTranslation();
  return (
    <ul className="rights-tree" aria-label={label}>
      {tree.map((module) => (
        <Branch
          key={module.path}
          node={module}
          name={t(module.label)}
          ticked={ticked}
          onChange={onChange}
          scopes={scopes}
          onScopeChange={onScopeChange}
          disabled={disabled}
          depth={0}
        />
      ))}
    </ul>
  );
}
