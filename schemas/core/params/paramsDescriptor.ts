import type { SettingsDescriptor, SettingsField } from '../settings/settingsDescriptorSchema';

/** A descriptor whose form is parameters made of settings fields: a task, a report. */
export interface ParamsOwner {
  id: string;
  module: SettingsDescriptor['module'];
  title: string;
  api: string;
  params: Record<string, SettingsField>;
}

/**
 * A descriptor's parameters as a settings descriptor of their own (one section, the company's
 * scope), so the settings runtime checks them on the server (checkSettingsDocumentBody) and
 * draws them on the web (SettingsFieldControl) as it does a settings document's fields. `view`
 * and `edit` are the rights the permission catalogue lists for it (a task's run, a report's
 * export).
 * @example checkSettingsDocumentBody(paramsDescriptor(report, { view, edit: report.permission.export }), body, lang)
 */
export function paramsDescriptor(d: ParamsOwner, rights: { view: string; edit: string }): SettingsDescriptor {
  return {
    id: d.id,
    module: d.module,
    title: d.title,
    api: d.api,
    permission: rights,
    scope: 'company',
    fields: d.params,
    sections: [{ title: d.title, fields: Object.keys(d.params) }],
  };
}
