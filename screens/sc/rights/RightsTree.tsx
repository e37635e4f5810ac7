import { Button, Checkbox } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RightsNode, tickState, toggleNode } from './rightsTreeModel';

export interface RightsTreeProps {
  tree: readonly RightsNode[];
  ticked: ReadonlySet<string>;
  onChange: (ticked: Set<string>) => void;
  disabled?: boolean;
  /** Accessible name of the whole tree. */
  label: string;
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

function Branch({
  node,
  name,
  ticked,
  onChange,
  disabled,
  depth,
}: {
  node: RightsNode;
  name: string;
  ticked: ReadonlySet<string>;
  onChange: (ticked: Set<string>) => void;
  disabled?: boolean;
  depth: number;
}) {
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
 * everything below it; a partly ticked node shows as mixed. Keyboard: Tab to a checkbox,
 * Space to tick, the arrow button before a node folds it.
 */
export function RightsTree({ tree, ticked, onChange, disabled, label }: RightsTreeProps) {
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
          disabled={disabled}
          depth={0}
        />
      ))}
    </ul>
  );
}
