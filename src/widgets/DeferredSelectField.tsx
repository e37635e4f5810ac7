import { type ComponentType, type KeyboardEvent, lazy, Suspense, useState, useTransition } from 'react';
import { FieldFrame } from './FieldFrame';
import type { SelectFieldProps } from './SelectField';
import './deferredSelectField.css';

type SelectFieldModule = typeof import('./SelectField');

let selectFieldModule: Promise<SelectFieldModule> | null = null;

/** Starts (once) loading antd's Select; a failed load is tried again next time. */
function loadSelectField(): Promise<SelectFieldModule> {
  selectFieldModule ??= import('./SelectField').catch((error: unknown) => {
    selectFieldModule = null;
    throw error;
  });
  return selectFieldModule;
}

// lazy() drops SelectField's type parameter: DeferredSelectField's own props check the callers.
const LazySelectField = lazy(() =>
  loadSelectField().then((m) => ({
    default: m.SelectField as ComponentType<SelectFieldProps<string | number>>,
  })),
);

/** Keys that open a select without choosing (Enter and Space click the button). */
const isOpeningKey = (event: KeyboardEvent) =>
  event.key === 'ArrowDown' ||
  event.key === 'ArrowUp' ||
  // A typed character: a select's type-ahead, which the opened Select's search takes over.
  (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey);

// antd's DownOutlined, the arrow of its Select.
const ARROW_PATH =
  'M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z';

/**
 * A SelectField whose antd Select (~45 kB gzip with its popup, list and motion code) loads on
 * first use: until then a button draws the closed select with antd's tokens (the choice or the
 * placeholder, the arrow), named by the same label; pointing at it or focusing it starts the
 * load, and a click, Enter, Space, an arrow key or a typed character mounts the Select in its
 * place, focused and open. For controls on a light route that most visits never open (the
 * lead table's filters and page size, whose route must stay ≤ 450 kB gzip).
 * @example <DeferredSelectField label="Status" value={v} options={choices} onChange={setV} />
 */
export function DeferredSelectField<V extends string | number>(props: SelectFieldProps<V>) {
  const [used, setUsed] = useState(false);
  // A transition keeps the closed select (and its focus) in view while the Select loads.
  const [loading, startTransition] = useTransition();
  const { label, value, options, error, hint, required, disabled, placeholder, className } = props;

  if (used) {
    return (
      <Suspense fallback={null}>
        {/* The props are SelectFieldProps<V>: only the type parameter is lost by lazy(). */}
        <LazySelectField {...(props as unknown as SelectFieldProps<string | number>)} autoFocus defaultOpen />
      </Suspense>
    );
  }

  const chosen = options.find((option) => option.value === value)?.label;
  const open = () => startTransition(() => setUsed(true));
  const prefetch = () => void loadSelectField().catch(() => undefined);
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <button
          type="button"
          id={control.id}
          role="combobox"
          aria-expanded={false}
          aria-haspopup="listbox"
          aria-required={control.required || undefined}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          aria-busy={loading || undefined}
          className={[control.className, 'atrium-deferred-select'].join(' ')}
          disabled={disabled}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={open}
          onKeyDown={(event) => {
            if (!isOpeningKey(event)) return;
            event.preventDefault();
            open();
          }}
        >
          <span
            className={
              chosen === undefined
                ? 'atrium-deferred-select__value atrium-deferred-select__value--placeholder'
                : 'atrium-deferred-select__value'
            }
          >
            {chosen ?? placeholder}
          </span>
          <svg
            className="atrium-deferred-select__arrow"
            viewBox="64 64 896 896"
            aria-hidden="true"
            focusable="false"
          >
            <path d={ARROW_PATH} fill="currentColor" />
          </svg>
        </button>
      )}
    </FieldFrame>
  );
}
