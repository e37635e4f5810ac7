import { paramsDescriptor } from '../params/paramsDescriptor';
import type { SettingsDescriptor } from '../settings/settingsDescriptorSchema';
import type { ReportDescriptor } from './reportDescriptorSchema';

/**
 * A report's parameters as a settings descriptor (paramsDescriptor): viewing it is the report's
 * view right, "editing" it its export right, which is what the permission catalogue lists.
 * @example checkSettingsDocumentBody(reportParamsDescriptor(report), body, lang)
 */
export function reportParamsDescriptor(report: ReportDescriptor): SettingsDescriptor {
  return paramsDescriptor(report, { view: report.permission.view, edit: report.permission.export });
}
