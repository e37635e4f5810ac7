import type { CustomCellRendererProps } from 'ag-grid-react';

/** A colour value shown as a swatch beside its code. */
export function ColourCell({ value }: CustomCellRendererProps<unknown, unknown>) {
  if (typeof value !== 'string' || value === '') return null;
  return (
    <span className="entity-colour">
      <span className="entity-colour__swatch" style={{ background: value }} aria-hidden="true" />
      {value}
    </span>
  );
}
