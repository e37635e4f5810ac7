import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { FilterValue } from '../data/ListQuery';

export interface MasterQuery {
  /** The chosen tree node; null for every row (`0` or nothing in the address). */
  node: number | null;
  /** The switch's state (on unless the address says `0`); undefined without a switch. */
  switchOn: boolean | undefined;
  /** What the list is filtered by: the node (and below it) and the switch's field. */
  filters: Readonly<Record<string, FilterValue>>;
  /** A row made from the list starts in the chosen node. */
  createValues: Readonly<Record<string, unknown>> | undefined;
  setNode: (id: number | null) => void;
  setSwitch: (on: boolean) => void;
}

/**
 * The state of a master list (`list.master`) kept in the page's address under the
 * descriptor's parameter names, beside the list's own (`?id=3&activated=0&page=2`); a
 * change goes back to the list's first page, and is a new history entry, so Back returns
 * to the node chosen before.
 * @example const { node, filters, setNode } = useMasterQuery(templates) // ?id=3 → node 3
 */
export function useMasterQuery(descriptor: EntityDescriptor): MasterQuery {
  const [params, setParams] = useSearchParams();
  const master = descriptor.list.master;
  const nodeParam = master?.param ?? 'node';
  const raw = params.get(nodeParam);
  const node = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const toggle = master?.switch;
  const switchOn = toggle ? params.get(toggle.param) !== '0' : undefined;

  const set = useCallback(
    (key: string, value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  const filters = useMemo<Record<string, FilterValue>>(() => {
    const out: Record<string, FilterValue> = {};
    if (master && node !== null)
      out[master.field] = master.subtree === false ? String(node) : { under: String(node) };
    if (toggle) out[toggle.field] = switchOn ? 'true' : 'false';
    return out;
  }, [master, node, toggle, switchOn]);
  const createValues = useMemo(
    () => (master && node !== null ? { [master.field]: node } : undefined),
    [master, node],
  );
  return {
    node,
    switchOn,
    filters,
    createValues,
    setNode: useCallback((id) => set(nodeParam, String(id ?? 0)), [set, nodeParam]),
    setSwitch: useCallback((on) => (toggle ? set(toggle.param, on ? '1' : '0') : undefined), [set, toggle]),
  };
}
