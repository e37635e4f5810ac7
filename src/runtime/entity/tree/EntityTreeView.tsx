import { Alert, type GetRef, Input, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { formatErrorMessages } from '../../../platform/alerts/formatErrorMessages';
import { isApiError } from '../../../platform/api/ApiError';
import { useDialog } from '../../../widgets/useDialog';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ScreenStatus } from '../common/ScreenStatus';
import { entityApi } from '../data/entityApi';
import { useEntityCacheRefresh } from '../data/useEntityCacheRefresh';
import { useEntityRights } from '../data/useEntityRights';
import { entityTitle } from '../format/fieldLabels';
import { EntityFormDialog } from '../form/EntityFormDialog';
import { usePageTitle } from '../routing/usePageTitle';
import { dropPlace } from './dropPlace';
import { MoveNodeDialog } from './MoveNodeDialog';
import { type TreeRow, treeApi } from './treeApi';
import { type TreeCommand, TreeToolbar } from './TreeToolbar';
import { ROOT, useTreeLevels } from './useTreeLevels';
import { useTreeSearch } from './useTreeSearch';

/** The visible tree's height in pixels: antd then renders only the rows in view (5,000 nodes stay quick). */
const TREE_HEIGHT = 560;

/**
 * The generic tree (`entity.tree`): one level loaded at a time, a search that opens the way
 * to each match, add / edit / delete through the entity's form dialog, and moves by drag and
 * drop or by the toolbar (move up, move down, move to…). The server checks every move;
 * its refusal (a cycle, a stale version) is shown in words above the tree.
 */
export function EntityTreeView({
  descriptor,
  embedded = false,
  selected: chosen,
  onSelect,
  before,
  height = TREE_HEIGHT,
}: {
  descriptor: EntityDescriptor;
  /** Part of a bigger screen (a master list): titled by the entity under an h2, not the page's h1. */
  embedded?: boolean;
  /** The selected node, when the screen around the tree keeps it (a master list's address). */
  selected?: number | null;
  onSelect?: (id: number | null) => void;
  /** Shown above the tree, under the toolbar (a master list's "All" choice). */
  before?: ReactNode;
  height?: number;
}) {
  const { t } = useTranslation();
  const rights = useEntityRights(descriptor);
  const refreshCache = useEntityCacheRefresh();
  const pageTitle = usePageTitle(entityTitle(t, descriptor));
  const title = embedded ? entityTitle(t, descriptor) : pageTitle;
  const Heading = embedded ? 'h2' : 'h1';
  const tree = useTreeLevels(descriptor);
  const api = useMemo(() => treeApi(descriptor.api), [descriptor.api]);
  const parentField = descriptor.tree?.parentField ?? 'parent_id';
  const [expanded, setExpanded] = useState<number[]>([]);
  const [own, setOwn] = useState<number | null>(chosen ?? null);
  const selected = chosen !== undefined ? chosen : own;
  const setSelected = useCallback(
    (id: number | null) => {
      setOwn(id);
      onSelect?.(id);
    },
    [onSelect],
  );
  const [notice, setNotice] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState<{ row: TreeRow | null; parent: number | null }>({
    row: null,
    parent: null,
  });
  const formDialog = useDialog();
  const treeRef = useRef<GetRef<typeof Tree>>(null);
  // The node to bring into view once the tree has drawn it (the first search match).
  const [reveal, setReveal] = useState<number | null>(null);
  const moveDialog = useDialog();
  const deleteDialog = useDialog();
  const { load, levels, rows, parentOf, reload } = tree;

  useEffect(() => {
    void load(null).catch(() => undefined);
  }, [load]);

  useEffect(() => {
    if (reveal === null || !rows.has(reveal)) return;
    // The tree is virtual: a match far down a long level is not in the page until scrolled to.
    treeRef.current?.scrollTo({ key: reveal, align: 'top' });
    setReveal(null);
  }, [reveal, rows]);

  const label = useCallback(
    (row: TreeRow | undefined) => String(row?.[descriptor.labelField] ?? ''),
    [descriptor],
  );
  const selectedRow = selected === null ? undefined : rows.get(selected);
  const siblings = selectedRow ? (levels.get(parentOf(selectedRow.id) ?? ROOT) ?? []) : [];
  const index = selectedRow ? siblings.findIndex((r) => r.id === selectedRow.id) : -1;

  const reloadAll = useCallback(async () => {
    await reload([...levels.keys()].map((k) => (k === ROOT ? null : k)));
    void refreshCache(descriptor);
  }, [reload, levels, refreshCache, descriptor]);

  const refused = useCallback(
    (e: unknown) => {
      setNotice(isApiError(e) && e.status === 409 ? [t('entity:tree.conflict')] : formatErrorMessages(e, t));
      setAnnouncement(t('entity:tree.moveFailed'));
    },
    [t],
  );

  const move = useCallback(
    async (id: number, parent: number | null, position: number) => {
      const row = rows.get(id);
      if (!row) return;
      setBusy(true);
      setNotice(null);
      try {
        await api.move(id, parent, position, row.version);
        if (parent !== null && !levels.has(parent)) await load(parent);
        await reloadAll();
        if (parent !== null) setExpanded((keys) => (keys.includes(parent) ? keys : [...keys, parent]));
        setAnnouncement(
          parent === null
            ? t('entity:tree.movedTop', { name: label(row) })
            : t('entity:tree.moved', { name: label(row), parent: label(rows.get(parent)) }),
        );
      } catch (e) {
        refused(e);
        await reloadAll();
        throw e;
      } finally {
        setBusy(false);
      }
    },
    [rows, api, levels, load, reloadAll, t, label, refused],
  );

  const expand = useCallback(
    (ids: readonly number[]) => setExpanded((keys) => [...new Set([...keys, ...ids])]),
    [],
  );
  const finder = useTreeSearch(api, tree, expand);
  const search = async (text: string) => {
    try {
      const first = await finder.search(text);
      if (first !== null) {
        setSelected(first);
        setReveal(first);
      }
    } catch (e) {
      setNotice(formatErrorMessages(e, t));
    }
  };

  const command = (name: TreeCommand) => {
    if (name === 'addRoot' || name === 'addChild') {
      setForm({ row: null, parent: name === 'addChild' ? selected : null });
      formDialog.open();
    } else if (name === 'edit' && selectedRow) {
      setForm({ row: selectedRow, parent: parentOf(selectedRow.id) });
      formDialog.open();
    } else if (name === 'delete') deleteDialog.open();
    else if (name === 'moveTo') moveDialog.open();
    else if (selectedRow) {
      const parent = parentOf(selectedRow.id);
      void move(selectedRow.id, parent, name === 'moveUp' ? index - 1 : index + 1).catch(() => undefined);
    }
  };

  const treeData = useMemo(() => {
    const build = (level: readonly TreeRow[]): TreeDataNode[] =>
      level.map((row) => {
        const children = levels.get(row.id);
        return {
          key: row.id,
          title: label(row),
          isLeaf: row.child_count === 0,
          ...(children ? { children: build(children) } : {}),
        };
      });
    return build(levels.get(ROOT) ?? []);
  }, [levels, label]);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragId = Number(info.dragNode.key);
    const place = dropPlace(
      {
        dragId,
        targetId: Number(info.node.key),
        targetPos: info.node.pos,
        dropPosition: info.dropPosition,
        dropToGap: info.dropToGap,
        targetOpenWithChildren: Boolean(
          info.node.expanded && (levels.get(Number(info.node.key))?.length ?? 0) > 0,
        ),
      },
      (parent) => (levels.get(parent ?? ROOT) ?? []).map((r) => r.id),
      parentOf,
    );
    void move(dragId, place.parent, place.position).catch(() => undefined);
  };

  if (!tree.ready) return <ScreenStatus error={tree.error} />;
  const empty = (levels.get(ROOT) ?? []).length === 0;
  return (
    <section className="entity-tree" aria-labelledby="entity-tree-title">
      <header className="entity-tree__header">
        <Heading id="entity-tree-title">{title}</Heading>
        <Input.Search
          className="entity-tree__search"
          aria-label={t('entity:tree.search')}
          placeholder={t('entity:tree.search')}
          allowClear
          maxLength={100}
          onSearch={(text) => void search(text)}
        />
      </header>
      <TreeToolbar
        rights={rights}
        selected={selectedRow ? label(selectedRow) : null}
        first={index <= 0}
        last={index < 0 || index === siblings.length - 1}
        busy={busy}
        onCommand={command}
      />
      {notice && (
        <Alert
          className="entity-tree__notice"
          type="error"
          role="alert"
          closable={{ onClose: () => setNotice(null), 'aria-label': t('common:action.close') }}
          title={notice.join(' ')}
        />
      )}
      {before}
      <div role="status" className="entity-tree__status">
        {finder.status}
      </div>
      <div role="status" className="entity-sr-only">
        {announcement}
      </div>
      {empty ? (
        <p className="entity-tree__empty">{t('entity:tree.empty')}</p>
      ) : (
        <Tree<TreeDataNode>
          ref={treeRef}
          className="entity-tree__tree"
          aria-label={title}
          treeData={treeData}
          height={height}
          blockNode
          showLine
          draggable={rights.edit && !busy ? { icon: false } : false}
          expandedKeys={expanded}
          loadedKeys={[...levels.keys()].filter((k) => k !== ROOT)}
          selectedKeys={selected === null ? [] : [selected]}
          loadData={async (node) => {
            await load(Number(node.key));
          }}
          onExpand={(keys) => setExpanded(keys.map(Number))}
          // A click selects the node, never unselects it: the toolbar always has a node to act on.
          onSelect={(_keys, info) => setSelected(Number(info.node.key))}
          onDrop={onDrop}
          titleRender={(node) => (
            <span className={finder.matches.has(Number(node.key)) ? 'entity-tree__match' : undefined}>
              {String(node.title)}
            </span>
          )}
        />
      )}
      <EntityFormDialog
        control={formDialog}
        descriptor={descriptor}
        row={form.row}
        fixedValues={form.row ? undefined : { [parentField]: form.parent }}
        onSaved={(saved) => {
          const parent = (saved[parentField] as number | null) ?? null;
          void (async () => {
            if (parent !== null && !levels.has(parent)) await load(parent);
            await reloadAll();
            if (parent !== null) setExpanded((keys) => (keys.includes(parent) ? keys : [...keys, parent]));
            setSelected(saved.id);
          })();
        }}
      />
      <MoveNodeDialog
        control={moveDialog}
        descriptor={descriptor}
        name={label(selectedRow)}
        onMove={(parent) => (selectedRow ? move(selectedRow.id, parent, 1_000_000) : Promise.resolve())}
      />
      <ConfirmDialog
        control={deleteDialog}
        message={t('entity:tree.deleteConfirm', { name: label(selectedRow) })}
        confirmText={t('common:action.delete')}
        onConfirm={async () => {
          if (!selectedRow) return;
          setNotice(null);
          try {
            await entityApi(descriptor.api).remove(selectedRow.id);
          } catch (e) {
            setNotice(formatErrorMessages(e, t));
            throw e;
          }
          setSelected(null);
          await reloadAll();
        }}
      />
    </section>
  );
}
