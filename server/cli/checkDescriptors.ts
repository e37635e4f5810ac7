import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { descriptorJsonSchemaFile } from '../../schemas/core/descriptorJsonSchemaFile';
import { settingsJsonSchemaFile } from '../../schemas/core/settings/settingsJsonSchemaFile';
import { taskJsonSchemaFile } from '../../schemas/core/tasks/taskJsonSchemaFile';
import { validateTaskDescriptors } from '../../schemas/core/tasks/validateTaskDescriptors';
import { descriptorRouteProblems } from '../../schemas/routes/descriptorRouteProblems';
import { reportJsonSchemaFile } from '../../schemas/core/reports/reportJsonSchemaFile';
import { validateReportDescriptors } from '../../schemas/core/reports/validateReportDescriptors';
import { readReportSources } from '../reports/loadReportDescriptors';
import { readTaskSources } from '../tasks/loadTaskDescriptors';
import { validateSettingsDescriptors } from '../../schemas/core/settings/validateSettingsDescriptors';
import { validateEntityDescriptors } from '../../schemas/core/validateEntityDescriptors';
import { generalRoutes } from '../../schemas/routes/generalRoutes';
import { mergeEntityMenus } from '../../schemas/routes/mergeEntityMenus';
import { mergeSettingsMenus, settingsRouteProblems } from '../../schemas/routes/mergeSettingsMenus';
import { validateRoutes } from '../../schemas/routes/validateRoutes';
import { formatProblems, readDescriptorSources, SCHEMAS_DIR } from '../resources/loadEntityDescriptors';
import { readSettingsSources } from '../settings/document/loadSettingsDescriptors';

/**
 * `npm run descriptors:check`: validates every entity descriptor and the route tree
 * (with the entities' menu routes merged in) and prints, for each problem, the file,
 * the JSON pointer and what is wrong; and the settings descriptors (schemas/{module}/settings).
 * `--write-schema` (npm run descriptors:schema) regenerates the JSON Schema file editors use.
 */
function main(): void {
  if (process.argv.includes('--write-schema')) {
    const file = path.join(SCHEMAS_DIR, 'entity-descriptor.schema.json');
    writeFileSync(file, descriptorJsonSchemaFile());
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
    const settingsFile = path.join(SCHEMAS_DIR, 'settings-descriptor.schema.json');
    writeFileSync(settingsFile, settingsJsonSchemaFile());
    console.log(`wrote ${path.relative(process.cwd(), settingsFile)}`);
    const taskFile = path.join(SCHEMAS_DIR, 'task-descriptor.schema.json');
    writeFileSync(taskFile, taskJsonSchemaFile());
    console.log(`wrote ${path.relative(process.cwd(), taskFile)}`);
    const reportFile = path.join(SCHEMAS_DIR, 'report-descriptor.schema.json');
    writeFileSync(reportFile, reportJsonSchemaFile());
    console.log(`wrote ${path.relative(process.cwd(), reportFile)}`);
    return;
  }
  const read = readDescriptorSources();
  const { descriptors, problems } = validateEntityDescriptors(read.sources);
  const settingsRead = readSettingsSources();
  const settings = validateSettingsDescriptors(settingsRead.sources);
  const tasksRead = readTaskSources();
  const tasks = validateTaskDescriptors(tasksRead.sources);
  const reportsRead = readReportSources();
  const reports = validateReportDescriptors(reportsRead.sources, new Set(descriptors.map((d) => d.id)));
  const routes = mergeSettingsMenus(mergeEntityMenus(generalRoutes, descriptors), settings.descriptors);
  const routeProblems = [
    ...validateRoutes(routes, descriptors),
    ...settingsRouteProblems(routes, settings.descriptors, (id) => {
      const [module, name] = id.split('.');
      return `schemas/${module}/settings/${name}.settings.json`;
    }),
    ...descriptorRouteProblems(
      routes,
      'task.run',
      tasks.descriptors.map((d) => d.id),
    ),
    ...descriptorRouteProblems(
      routes,
      'report.view',
      reports.descriptors.map((d) => d.id),
    ),
  ];
  const all = [
    ...read.problems,
    ...problems,
    ...routeProblems,
    ...settingsRead.problems,
    ...settings.problems,
    ...tasksRead.problems,
    ...tasks.problems,
    ...reportsRead.problems,
    ...reports.problems,
  ];
  if (all.length > 0) {
    console.error(
      `${formatProblems(all)}\n\n${all.length} problem(s) in ${new Set(all.map((p) => p.file)).size} descriptor file(s).`,
    );
    process.exit(1);
  }
  console.log(
    `${descriptors.length} entity descriptors, ${settings.descriptors.length} settings descriptors, ${tasks.descriptors.length} task and ${reports.descriptors.length} report descriptor(s) and the route tree are valid.`,
  );
}

main();
