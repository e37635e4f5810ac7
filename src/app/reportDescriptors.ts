import type { ReportDescriptor } from '../../schemas/core/reports/reportDescriptorSchema';
import { descriptorLoaders } from './descriptorLoaders';

/**
 * Every report descriptor file, each loaded on demand: `schemas/as/reports/attendance.report.json`
 * is `as.attendance` (descriptors:check verifies that each file's id says the same).
 * @example await reportDescriptorLoaders['as.attendance']?.()
 */
export const reportDescriptorLoaders: Readonly<Record<string, () => Promise<ReportDescriptor>>> =
  descriptorLoaders(
    'reports',
    import.meta.glob<ReportDescriptor>('../../schemas/*/reports/*.report.json', { import: 'default' }),
  );
