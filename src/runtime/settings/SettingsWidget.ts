import type { ComponentType } from 'react';
import type { SettingsField } from '../../../schemas/core/settings/settingsDescriptorSchema';

/** What a settings field widget receives: one field of the document and how to change it. */
export interface SettingsWidgetProps {
  name: string;
  field: SettingsField;
  /** The field's title and hint, translated. */
  label: string;
  hint?: string | undefined;
  /** The draft value: text for a number box being typed, the stored value for json fields. */
  value: unknown;
  onChange: (value: unknown) => void;
  /** This field's message, and every message (a list widget places `sites.1.name` itself). */
  error?: string | undefined;
  errors: Readonly<Record<string, string>>;
  /** Reports a problem found before sending (a logo file that cannot be used). */
  setError: (field: string, message: string) => void;
  /** What the answer carries beside the fields (the seats in use beside a licence). */
  extras: Readonly<Record<string, unknown>>;
  /** The caller may view but not change the document. */
  disabled: boolean;
}

export type SettingsWidget = ComponentType<SettingsWidgetProps>;

/** A widget, and how its draft becomes the value to send when the two differ (numbers typed as text). */
export interface SettingsWidgetDefinition {
  render: SettingsWidget;
  fromDraft?: (draft: unknown) => unknown;
}

/**
 * The widgets a settings descriptor may name in a field's `widget`, by name: an explicit map
 * built at the app root (src/app/settingsWidgets.ts), never filled by importing a file.
 */
export type SettingsWidgetRegistry = Readonly<Record<string, SettingsWidgetDefinition>>;
