import { descriptorFiles } from '../../schemas/core/descriptorFiles';
import type { ReportDescriptor } from '../../schemas/core/reports/reportDescriptorSchema';
import { validateReportDescriptors } from '../../schemas/core/reports/validateReportDescriptors';
import { formatProblems, SCHEMAS_DIR } from '../resources/loadEntityDescriptors';
import { readDescriptorFiles } from '../resources/readDescriptorFiles';

/** Reads every `schemas/{module}/reports/*.report.json`; a file that is not JSON becomes a problem. */
export function readReportSources(root = SCHEMAS_DIR) {
  return readDescriptorFiles(descriptorFiles(root, 'reports', '.report.json'));
}

/** Loads and validates every report descriptor; throws one error listing every problem. */
export function loadReportDescriptors(root = SCHEMAS_DIR): ReportDescriptor[] {
  const read = readReportSources(root);
  const { descriptors, problems } = validateReportDescriptors(read.sources);
  const all = [...read.problems, ...problems];
  if (all.length > 0) throw new Error(`report descriptors are broken:\n${formatProblems(all)}`);
  return descriptors;
}
