import os from 'node:os';
import { buildWeb } from '../e2e/support/buildWeb';
import { assertChromiumInstalled } from '../e2e/support/chromiumPath';
import { createPostgresDatabase } from '../support/testDatabases';
import { type AuthLatencyResult, measureAuthLatency } from './measureAuthLatency';
import type { BenchRow } from './BenchRow';
import { runDurabilityBench } from './durability/runDurabilityBench';
import type { DurabilityResult } from './durability/measureDurability';
import { finishBenchRun } from './finishBenchRun';
import type { MixedLoadResult } from './load/measureMixedLoad';
import { runLoadBench } from './load/runLoadBench';
import { runClockInBench } from './measureClockIn';
import { runAttendanceBench } from './measureAttendanceRecompute';
import { runVoucherImportBench } from './measureVoucherImport';
import { runCalendarBench } from './measureCalendarApi';
import { runFaReportsBench } from './measureFaReports';
import { runDmSearchBench } from './measureDmSearch';
import { measurePdfFirstPage, type PdfFirstPageResult } from './measurePdfFirstPage';
import { type ColdStartResult, measureColdStart } from './measureColdStart';
import { type ImportResult, measureImport } from './measureImport';
import { type LeadTableRouteResult, measureLeadTableRoute } from './measureLeadTableRoute';
import { type LineItemsResult, measureLineItems } from './measureLineItems';
import { type ListApiResult, type ListStats, measureListApi } from './measureListApi';
import { measurePhoneScreens, type PhoneScreensResult } from './measurePhoneScreens';
import { measureUpload, type UploadResult } from './measureUpload';
import { measureOrgTree, type OrgTreeResult } from './measureOrgTree';
import { measureTree, type TreeResult } from './measureTree';
import {
  EDITOR_CHUNK_TARGET_KB,
  measureRichText,
  type RichTextResult,
  SANITISE_P50_TARGET_MS,
} from './measureRichText';
import { measureSettingsDocument, type SettingsDocumentResult } from './measureSettingsDocument';
import { measureUserPermission, type UserPermissionResult } from './measureUserPermission';
import { measureSignInBundle, type SignInBundleResult } from './measureSignInBundle';
import { measureUserImport, type UserImportResult } from './measureUserImport';
import { runWorkflowBench, type WorkflowBenchResults } from './measureWorkflowRows';
import { type RealtimeResults, runRealtimeBenchmarks } from './realtime/runRealtimeBenchmarks';

/**
 * `npm run bench`: the speed and size targets (DESIGN.md section 9). Runs each
 * measurement in turn (two cores: running them together would measure each
 * other), prints a table and writes the full results to tests/bench/results/.
 * Exits 1 when a measurement fails or misses its target.
 *
 * Knobs: BENCH_ONLY (see wantedMeasurements), BENCH_PHONE_RUNS (5), BENCH_SIGNINS_PER_CLIENT (10), BENCH_REFRESHES_PER_CLIENT (25),
 * BENCH_COLD_START_RUNS (3), BENCH_UPLOAD_MB (100), BENCH_FA_LINES (1000000) and BENCH_FA_PGLITE_LINES (100000), BENCH_DM_FILES (100000) and BENCH_DM_PGLITE_FILES (20000), BENCH_DM_UPLOAD_MB (1024), BENCH_PDF_PAGES (300), BENCH_LIST_ROWS (100000; `100000,1000000` adds a
 * million leads in the same run), BENCH_LIST_DATABASES (the list benchmark's targets, e.g. `postgres`),
 * and those of durability/runDurabilityBench.ts and load/runLoadBench.ts; BENCH_DATABASE_URL or TEST_DATABASE_URL adds the
 * PostgreSQL run of the sign-in benchmark (on a fresh database, dropped after).
 */

function intEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function authRows(result: AuthLatencyResult): BenchRow[] {
  const describe = (s: AuthLatencyResult['signIn']) =>
    `p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, ${s.requestsPerSecond} req/s (${s.requests} requests${s.errors ? `, ${s.errors} errors` : ''})`;
  const status = (s: AuthLatencyResult['signIn']): BenchRow['status'] =>
    s.errors > 0 || s.requests === 0 ? 'FAILED' : 'ok';
  return [
    {
      measurement: `Sign-in, ${result.clients} clients, ${result.database}`,
      result: describe(result.signIn),
      target: '-',
      status: status(result.signIn),
    },
    {
      measurement: `Refresh, ${result.clients} clients, ${result.database}`,
      result: describe(result.refresh),
      target: '-',
      status: status(result.refresh),
    },
  ];
}

/**
 * BENCH_ONLY=leadTable,phoneScreens runs only the measurements named (the keys of the results
 * written to tests/bench/results/), so one change can be measured without the whole hour.
 */
function wantedMeasurements(): (name: string) => boolean {
  const only = new Set(
    (process.env.BENCH_ONLY ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  return (name) => only.size === 0 || only.has(name);
}

async function main(): Promise<number> {
  assertChromiumInstalled();
  const wanted = wantedMeasurements();
  const rows: BenchRow[] = [];
  const errors: Record<string, string> = {};
  const results: {
    signInBundle?: SignInBundleResult;
    leadTable?: LeadTableRouteResult;
    dmUpload?: UploadResult;
    pdfFirstPage?: PdfFirstPageResult;
    phoneScreens?: PhoneScreensResult;
    orgTree?: OrgTreeResult;
    tree?: TreeResult;
    richText?: RichTextResult;
    settingsDocument?: SettingsDocumentResult;
    import?: ImportResult;
    userImport?: UserImportResult;
    coldStart?: ColdStartResult;
    authLatency: AuthLatencyResult[];
    listApi: ListApiResult[];
    realtime?: RealtimeResults;
    userPermission?: UserPermissionResult[];
    lineItems?: LineItemsResult[];
    workflow?: WorkflowBenchResults;
    upload?: UploadResult[];
    durability?: DurabilityResult[];
    load?: MixedLoadResult[];
  } = { authLatency: [], listApi: [] };

  // Timings mean little on a busy machine (two cores here): say so rather than report them silently.
  const loadBefore = os.loadavg()[0]!;
  if (loadBefore > os.cpus().length) {
    console.log(
      `Warning: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} cores; timings will be inflated.`,
    );
  }

  console.log('== Building the web app (vite build) ==');
  await buildWeb();

  if (wanted('signInBundle')) {
    console.log('== Sign-in page JavaScript (gzip) ==');
    try {
      const bundle = await measureSignInBundle();
      results.signInBundle = bundle;
      for (const f of bundle.files) {
        console.log(`  ${(f.gzipBytes / 1000).toFixed(1).padStart(7)} kB  ${f.path}`);
      }
      rows.push({
        measurement: 'Sign-in page JS, gzip',
        result: `${bundle.gzipKb} kB in ${bundle.files.length} files (${Math.round(bundle.totalBytes / 1000)} kB raw)`,
        target: `<= ${bundle.targetKb} kB`,
        status: bundle.gzipKb <= bundle.targetKb ? 'ok' : 'OVER TARGET',
      });
    } catch (error) {
      errors.signInBundle = errorText(error);
      rows.push({
        measurement: 'Sign-in page JS, gzip',
        result: errors.signInBundle.split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }

  if (wanted('leadTable')) {
    console.log('== Lead table route in Chromium (JS, click to first rows) ==');
    try {
      const table = await measureLeadTableRoute();
      results.leadTable = table;
      rows.push(
        {
          measurement: 'Lead table route JS, gzip',
          result: `${table.gzipKb} kB in ${table.files} files (ag-grid included)`,
          target: `<= ${table.targetKb} kB`,
          status: table.gzipKb <= table.targetKb ? 'ok' : 'OVER TARGET',
        },
        {
          measurement: 'Lead table: click to first rows, median',
          result: `${table.medianMs} ms (runs: ${table.clickToRowsMs.join(', ')} ms)`,
          target: `<= ${table.targetMs} ms`,
          status: table.medianMs <= table.targetMs ? 'ok' : 'OVER TARGET',
        },
      );
    } catch (error) {
      errors.leadTable = errorText(error);
      rows.push({
        measurement: 'Lead table route',
        result: errorText(error).split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }

  if (wanted('phoneScreens')) {
    console.log('== Phone (390 × 844, CPU 4× slower): lead board and new-lead form ready ==');
    try {
      const phone = await measurePhoneScreens(intEnv('BENCH_PHONE_RUNS', 5));
      results.phoneScreens = phone;
      for (const [what, timing] of [
        ['lead board, cards shown', phone.leadBoard],
        ['new-lead form, ready to type', phone.newLeadForm],
      ] as const)
        rows.push({
          measurement: `Phone, CPU ${phone.cpuSlowdown}× slower: ${what}, median`,
          result: `${timing.medianMs} ms from navigation start (runs: ${timing.runsMs.join(', ')} ms)`,
          target: '-',
          status: 'ok',
        });
    } catch (error) {
      errors.phoneScreens = errorText(error);
      rows.push({
        measurement: 'Phone: lead board and new-lead form',
        result: errorText(error).split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }

  if (wanted('orgTree')) {
    console.log('== Organisation tree, 5,000 users in 300 departments (Chromium, first paint) ==');
    try {
      const org = await measureOrgTree();
      results.orgTree = org;
      rows.push({
        measurement: 'Organisation tree: load to first paint, median',
        result: `${org.medianMs} ms (runs: ${org.runsMs.join(', ')} ms; ${org.users} users, ${org.departments} departments)`,
        target: `<= ${org.targetMs} ms`,
        status: org.medianMs <= org.targetMs ? 'ok' : 'OVER TARGET',
      });
    } catch (error) {
      errors.orgTree = errorText(error);
      rows.push({
        measurement: 'Organisation tree',
        result: errorText(error).split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }

  if (wanted('tree')) {
    console.log('== Category tree, 5,000 nodes (Chromium, first paint and expanding a node) ==');
    try {
      const tree = await measureTree();
      results.tree = tree;
      rows.push(
        {
          measurement: `Category tree (${tree.nodes.toLocaleString('en')} nodes): load to first paint, median`,
          result: `${tree.firstPaintMedianMs} ms (runs: ${tree.firstPaintMs.join(', ')} ms)`,
          target: `<= ${tree.firstPaintTargetMs} ms`,
          status: tree.firstPaintMedianMs <= tree.firstPaintTargetMs ? 'ok' : 'OVER TARGET',
        },
        {
          measurement: `Category tree: expand a node of ${tree.childrenExpanded} children, median`,
          result: `${tree.expandMedianMs} ms (runs: ${tree.expandMs.join(', ')} ms)`,
          target: `<= ${tree.expandTargetMs} ms`,
          status: tree.expandMedianMs <= tree.expandTargetMs ? 'ok' : 'OVER TARGET',
        },
      );
    } catch (error) {
      errors.tree = errorText(error);
      rows.push({
        measurement: 'Category tree',
        result: errorText(error).split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }

  if (wanted('richText')) {
    console.log('== Rich text: sanitising a 20 kB document, the editor chunk ==');
    try {
      const rich = measureRichText();
      results.richText = rich;
      const chunk = rich.editorChunks[0];
      rows.push(
        {
          measurement: `Rich text: sanitise ${Math.round(rich.documentBytes / 1000)} kB HTML, median`,
          result: `p50 ${rich.p50Ms} ms, p99 ${rich.p99Ms} ms (${rich.runs} runs)`,
          target: `<= ${SANITISE_P50_TARGET_MS} ms`,
          status: rich.p50Ms <= SANITISE_P50_TARGET_MS ? 'ok' : 'OVER TARGET',
        },
        {
          measurement: 'Rich-text editor chunk, gzip (loaded only by forms with an html field)',
          result: `${chunk?.gzipKb ?? '?'} kB in ${rich.editorChunks.length} chunk(s) holding ProseMirror`,
          target: `<= ${EDITOR_CHUNK_TARGET_KB} kB, 1 chunk`,
          status:
            rich.editorChunks.length === 1 && (chunk?.gzipKb ?? Infinity) <= EDITOR_CHUNK_TARGET_KB
              ? 'ok'
              : 'OVER TARGET',
        },
      );
    } catch (error) {
      errors.richText = errorText(error);
      rows.push({
        measurement: 'Rich text',
        result: errorText(error).split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }

  if (wanted('settingsDocument')) {
    console.log('== Settings document: reads and versioned saves (PGlite, in-process) ==');
    try {
      const doc = await measureSettingsDocument(intEnv('BENCH_SETTINGS_REQUESTS', 200));
      results.settingsDocument = doc;
      for (const [call, s] of [
        ['read', doc.read],
        ['save', doc.save],
      ] as const)
        rows.push({
          measurement: `Settings document ${call}, ${doc.requests} in a row, p99`,
          result: `${s.p99Ms} ms (p50 ${s.p50Ms} ms)`,
          target: `<= ${doc.targetMs} ms`,
          status: s.p99Ms <= doc.targetMs ? 'ok' : 'OVER TARGET',
        });
    } catch (error) {
      errors.settingsDocument = errorText(error);
      rows.push({
        measurement: 'Settings document',
        result: errorText(error).split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }

  if (wanted('import')) {
    console.log('== Import of 10,000 rows (CSV, dry run then commit) ==');
    try {
      const imported = await measureImport(intEnv('BENCH_IMPORT_ROWS', 10_000));
      results.import = imported;
      for (const [phase, ms] of [
        ['dry run', imported.dryRunMs],
        ['commit', imported.commitMs],
      ] as const) {
        rows.push({
          measurement: `Import ${imported.rows.toLocaleString('en')} rows, ${phase}`,
          result: `${ms} ms`,
          target: `< ${imported.targetMs} ms`,
          status: ms < imported.targetMs ? 'ok' : 'OVER TARGET',
        });
      }
      const { holidays } = imported;
      for (const [phase, ms] of [
        ['dry run', holidays.dryRunMs],
        ['commit', holidays.commitMs],
      ] as const) {
        rows.push({
          measurement: `Import a year of holidays (${holidays.rows} rows, unique region + date), ${phase}`,
          result: `${ms} ms`,
          target: `< ${holidays.targetMs} ms`,
          status: ms < holidays.targetMs ? 'ok' : 'OVER TARGET',
        });
      }
    } catch (error) {
      errors.import = errorText(error);
      rows.push({
        measurement: 'Import of 10,000 rows',
        result: errorText(error).split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }

  if (wanted('userImport')) {
    console.log('== Import of 10,000 users (CSV, dry run then commit; then 10,000 more invited by mail) ==');
    try {
      const users = await measureUserImport(intEnv('BENCH_USER_IMPORT_ROWS', 10_000));
      results.userImport = users;
      for (const [phase, ms] of [
        ['dry run', users.dryRunMs],
        ['commit', users.commitMs],
        ['commit, invite mode (a link mailed to each)', users.inviteCommitMs],
      ] as const) {
        rows.push({
          measurement: `User import ${users.rows.toLocaleString('en')} rows, ${phase}`,
          result: `${ms} ms`,
          target: `< ${users.targetMs} ms`,
          status: ms < users.targetMs ? 'ok' : 'OVER TARGET',
        });
      }
    } catch (error) {
      errors.userImport = errorText(error);
      rows.push({
        measurement: 'User import of 10,000 rows',
        result: errorText(error).split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }

  // The first page of a 300-page PDF in the viewer, in Chromium (issue 17).
  if (wanted('pdfFirstPage')) {
    console.log('== First page of a 300-page PDF in the viewer (/dm/pdf), Chromium ==');
    try {
      const pdf = await measurePdfFirstPage(intEnv('BENCH_PDF_PAGES', 300));
      results.pdfFirstPage = pdf;
      rows.push({
        measurement: `PDF viewer: page 1 of ${pdf.pages} pages (${pdf.sizeKb} KB) drawn, median`,
        result: `${pdf.medianMs} ms (runs: ${pdf.runsMs.join(', ')} ms)`,
        target: '-',
        status: 'ok',
      });
    } catch (error) {
      errors.pdfFirstPage = errorText(error);
      rows.push({
        measurement: 'PDF viewer first page',
        result: errorText(error).split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }

  // A 1 GB file as a new document (issue 17): it streams, and its first range comes at once.
  if (wanted('dmUpload')) {
    const dmMb = intEnv('BENCH_DM_UPLOAD_MB', 1024);
    console.log(
      `== Upload of a ${dmMb} MB file as a document, local disk (server memory while it streams) ==`,
    );
    try {
      const upload = await measureUpload(dmMb, 'local', 'dm');
      results.dmUpload = upload;
      rows.push(
        {
          measurement: `Document upload ${upload.sizeMb} MB, local disk, throughput`,
          result: `${upload.uploadMbPerSecond} MB/s (${upload.uploadMs} ms); download ${upload.downloadMbPerSecond} MB/s; first 64 KiB range ${upload.firstRangeMs} ms`,
          target: 'byte-identical',
          status: upload.identical ? 'ok' : 'FAILED',
        },
        {
          measurement: `Document upload ${upload.sizeMb} MB, server RSS growth while streaming`,
          result: `${upload.rssGrowthMb} MB (${upload.rssBeforeMb} → ${upload.rssPeakMb} MB, ${upload.rssSamples} samples)`,
          target: `<= ${upload.targetGrowthMb} MB`,
          status: upload.rssGrowthMb <= upload.targetGrowthMb ? 'ok' : 'OVER TARGET',
        },
      );
    } catch (error) {
      errors.dmUpload = errorText(error);
      rows.push({
        measurement: 'Document upload of 1 GB',
        result: errorText(error).split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }

  const uploadMb = intEnv('BENCH_UPLOAD_MB', 100);
  if (wanted('upload')) {
    for (const store of ['local', 's3'] as const) {
      const where = store === 'local' ? 'local disk' : 'S3 (s3rver)';
      console.log(
        `== Upload of a ${uploadMb} MB file to a lead's attachments, ${where} (server memory while it streams) ==`,
      );
      try {
        const upload = await measureUpload(uploadMb, store);
        results.upload = [...(results.upload ?? []), upload];
        rows.push(
          {
            measurement: `Upload ${upload.sizeMb} MB, ${where}, throughput`,
            result: `${upload.uploadMbPerSecond} MB/s (${upload.uploadMs} ms); download ${upload.downloadMbPerSecond} MB/s`,
            target: 'byte-identical',
            status: upload.identical ? 'ok' : 'FAILED',
          },
          {
            measurement: `Upload ${upload.sizeMb} MB, ${where}, server RSS growth while streaming`,
            result: `${upload.rssGrowthMb} MB (${upload.rssBeforeMb} → ${upload.rssPeakMb} MB, ${upload.rssSamples} samples)`,
            target: `<= ${upload.targetGrowthMb} MB`,
            status: upload.rssGrowthMb <= upload.targetGrowthMb ? 'ok' : 'OVER TARGET',
          },
        );
      } catch (error) {
        errors[`upload.${store}`] = errorText(error);
        rows.push({
          measurement: `Upload of a large file, ${where}`,
          result: errorText(error).split('\n')[0]!,
          target: '',
          status: 'FAILED',
        });
      }
    }
  }

  const coldRuns = intEnv('BENCH_COLD_START_RUNS', 3);
  if (wanted('coldStart')) {
    console.log(`== Cold start to first 200 from /up (${coldRuns} runs) ==`);
    try {
      const cold = await measureColdStart(coldRuns);
      results.coldStart = cold;
      rows.push({
        measurement: 'Cold start to /up, median',
        result: `${cold.medianMs} ms (runs: ${cold.runsMs.join(', ')} ms)`,
        target: `<= ${cold.targetMs} ms`,
        status: cold.medianMs <= cold.targetMs ? 'ok' : 'OVER TARGET',
      });
      rows.push({
        measurement: 'Graceful shutdown on SIGTERM',
        result: `exit codes ${cold.exitCodes.join(', ')}`,
        target: 'exit 0',
        status: cold.gracefulShutdown ? 'ok' : 'FAILED',
      });
    } catch (error) {
      errors.coldStart = errorText(error);
      rows.push({
        measurement: 'Cold start to /up',
        result: errors.coldStart.split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }

  const load = {
    signInsPerClient: intEnv('BENCH_SIGNINS_PER_CLIENT', 10),
    refreshesPerClient: intEnv('BENCH_REFRESHES_PER_CLIENT', 25),
  };
  const postgresAdminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const targets: Array<'pglite' | 'postgres'> = postgresAdminUrl ? ['pglite', 'postgres'] : ['pglite'];
  if (wanted('authLatency')) {
    for (const database of targets) {
      console.log(`== Sign-in and refresh, 20 concurrent clients, ${database} ==`);
      const fresh =
        database === 'postgres' && postgresAdminUrl
          ? await createPostgresDatabase(postgresAdminUrl, 'atrium_bench')
          : undefined;
      try {
        const result = await measureAuthLatency({
          database,
          ...(fresh ? { databaseUrl: fresh.databaseUrl } : {}),
          clients: 20,
          ...load,
        });
        results.authLatency.push(result);
        rows.push(...authRows(result));
        for (const sample of result.errorSamples) console.log(`  error: ${sample}`);
      } catch (error) {
        errors[`authLatency.${database}`] = errorText(error);
        rows.push({
          measurement: `Sign-in and refresh, ${database}`,
          result: errorText(error).split('\n')[0]!,
          target: '',
          status: 'FAILED',
        });
      } finally {
        await fresh?.drop();
      }
    }
  }

  if (!postgresAdminUrl && wanted('authLatency'))
    console.log('(set BENCH_DATABASE_URL or TEST_DATABASE_URL to also measure on PostgreSQL)');

  // userPermission for a user in 5 departments and 5 nested groups, built by the server function (issue 5).
  if (wanted('userPermission')) {
    for (const database of targets) {
      console.log(`== userPermission build, 5 departments and 5 nested groups, ${database} ==`);
      const fresh =
        database === 'postgres' && postgresAdminUrl
          ? await createPostgresDatabase(postgresAdminUrl, 'atrium_bench')
          : undefined;
      try {
        const built = await measureUserPermission({
          database,
          ...(fresh ? { databaseUrl: fresh.databaseUrl } : {}),
        });
        results.userPermission = [...(results.userPermission ?? []), built];
        rows.push({
          measurement: `userPermission build (${built.owners} owners), ${database}`,
          result: `p50 ${built.p50Ms} ms, p99 ${built.p99Ms} ms`,
          target: `p99 < ${built.targetMs} ms`,
          status: built.p99Ms < built.targetMs ? 'ok' : 'OVER TARGET',
        });
      } catch (error) {
        errors[`userPermission.${database}`] = errorText(error);
        rows.push({
          measurement: `userPermission build, ${database}`,
          result: errorText(error).split('\n')[0]!,
          target: '',
          status: 'FAILED',
        });
      } finally {
        await fresh?.drop();
      }
    }
  }

  // A document with 500 line items saved through the generic document API (issue 11).
  if (wanted('lineItems')) {
    for (const database of targets) {
      console.log(`== Document with 500 line items: save round trip, ${database} ==`);
      const fresh =
        database === 'postgres' && postgresAdminUrl
          ? await createPostgresDatabase(postgresAdminUrl, 'atrium_bench')
          : undefined;
      try {
        const measured = await measureLineItems({
          database,
          ...(fresh ? { databaseUrl: fresh.databaseUrl } : {}),
        });
        results.lineItems = [...(results.lineItems ?? []), measured];
        rows.push({
          measurement: `Save a ${measured.lines}-line document (${measured.bodyKb} kB), ${database}`,
          result: `p50 ${measured.saveP50Ms} ms, max ${measured.saveMaxMs} ms (${measured.runs} saves; create ${measured.createMs} ms, read p50 ${measured.readP50Ms} ms)`,
          target: `p50 <= ${measured.targetMs} ms`,
          status: measured.saveP50Ms <= measured.targetMs ? 'ok' : 'OVER TARGET',
        });
      } catch (error) {
        errors[`lineItems.${database}`] = errorText(error);
        rows.push({
          measurement: `Save a 500-line document, ${database}`,
          result: errorText(error).split('\n')[0]!,
          target: '',
          status: 'FAILED',
        });
      } finally {
        await fresh?.drop();
      }
    }
  }

  // Sign-off (issue 13): the to-sign folder among 100,000 applications; submit + approve at 16 clients.
  if (wanted('workflow')) {
    const workflow = await runWorkflowBench(targets, postgresAdminUrl, {
      instances: intEnv('BENCH_WF_INSTANCES', 100_000),
      perClient: intEnv('BENCH_WF_PER_CLIENT', 10),
    });
    results.workflow = workflow.results;
    rows.push(...workflow.rows);
    Object.assign(errors, workflow.errors);
  }

  // The list API against the same SQL run directly (issues 3 and 14): 100,000 leads, and with
  // BENCH_LIST_ROWS=100000,1000000 a million too, grown in the same database in one run.
  if (wanted('listApi')) {
    const sizes = (process.env.BENCH_LIST_ROWS ?? '100000')
      .split(',')
      .map((n) => Number(n.trim()))
      .filter((n) => Number.isInteger(n) && n > 0);
    const only = (process.env.BENCH_LIST_DATABASES ?? '').split(',').filter(Boolean);
    for (const database of targets.filter((t) => only.length === 0 || only.includes(t))) {
      console.log(
        `== List API, ${sizes.map((n) => n.toLocaleString('en')).join(' and ')} leads, 32 clients, ${database} ==`,
      );
      const fresh =
        database === 'postgres' && postgresAdminUrl
          ? await createPostgresDatabase(postgresAdminUrl, 'atrium_bench')
          : undefined;
      try {
        const describeStats = (s: ListStats) =>
          `p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, ${s.requestsPerSecond} req/s${s.errors ? `, ${s.errors} errors` : ''}`;
        await measureListApi({
          database,
          sizes: sizes.length ? sizes : [100_000],
          ...(fresh ? { databaseUrl: fresh.databaseUrl } : {}),
          onResult: (list) => {
            results.listApi.push(list);
            const at = `${list.rows.toLocaleString('en')} leads, ${database}`;
            for (const s of list.scenarios) {
              const label = `${s.scenario}, ${s.caller}, ${at}`;
              const block: BenchRow[] = [
                {
                  measurement: `List API ${label}`,
                  result: describeStats(s.api),
                  target: '-',
                  status: s.api.errors ? 'FAILED' : 'ok',
                },
                { measurement: `  SQL page only`, result: describeStats(s.rawPage), target: '-', status: '' },
                {
                  measurement: `  SQL page + capped count`,
                  result: describeStats(s.rawPageCount),
                  target: '-',
                  status: '',
                },
              ];
              if (s.preparedPageCount)
                block.push({
                  measurement: `  SQL page + count, named prepared`,
                  result: describeStats(s.preparedPageCount),
                  target: '-',
                  status: '',
                });
              block.push({
                measurement: `  API / (page + count) at p50 (page only: ${s.ratioPageOnly}x)`,
                result: `${s.ratio}x`,
                target: '<= 2x',
                status: s.ratio <= 2 ? 'ok' : 'OVER TARGET',
              });
              rows.push(...block);
              for (const row of block) console.log(`  ${row.measurement}: ${row.result}`);
            }
          },
        });
      } catch (error) {
        errors[`listApi.${database}`] = errorText(error);
        rows.push({
          measurement: `List API, ${database}`,
          result: errorText(error).split('\n')[0]!,
          target: '',
          status: 'FAILED',
        });
      } finally {
        await fresh?.drop();
      }
    }
  }

  // 500 employees clocking in at once: latency and no lost punch (issue 15).
  if (wanted('clockIn')) {
    const clockIn = await runClockInBench(postgresAdminUrl);
    Object.assign(results, { clockIn: clockIn.results });
    rows.push(...clockIn.rows);
    Object.assign(errors, clockIn.errors);
  }
  // A month of attendance recomputed for 5,000 employees (issue 15).
  if (wanted('attendance')) {
    const attendance = await runAttendanceBench(postgresAdminUrl);
    Object.assign(results, { attendance: attendance.results });
    rows.push(...attendance.rows);
    Object.assign(errors, attendance.errors);
  }
  // The trial balance, the balance sheet and a month's ledger on a million posted lines (issue 16).
  if (wanted('faReports')) {
    const faReports = await runFaReportsBench(postgresAdminUrl);
    Object.assign(results, { faReports: faReports.results });
    rows.push(...faReports.rows);
    Object.assign(errors, faReports.errors);
  }
  // The file list's search over 100,000 files' extracted text, Chinese and English (issue 17).
  if (wanted('dmSearch')) {
    const dmSearch = await runDmSearchBench(postgresAdminUrl);
    Object.assign(results, { dmSearch: dmSearch.results });
    rows.push(...dmSearch.rows);
    Object.assign(errors, dmSearch.errors);
  }
  // 10,000 voucher lines imported from a file: the dry run and the commit (issue 16).
  if (wanted('voucherImport')) {
    const voucherImport = await runVoucherImportBench(postgresAdminUrl);
    Object.assign(results, { voucherImport: voucherImport.results });
    rows.push(...voucherImport.rows);
    Object.assign(errors, voucherImport.errors);
  }
  // The calendar window query on 100,000 rows and the calendar screen's chunk (issue 11).
  if (wanted('calendar')) {
    const calendar = await runCalendarBench(postgresAdminUrl);
    Object.assign(results, { calendar: calendar.results });
    rows.push(...calendar.rows);
    Object.assign(errors, calendar.errors);
  }

  // kill -9 during a mixed write load, then every acknowledged write checked (issue 14).
  if (wanted('durability')) {
    const durability = await runDurabilityBench(postgresAdminUrl);
    results.durability = durability.results;
    rows.push(...durability.rows);
    Object.assign(errors, durability.errors);
  }

  // 200 clients of mixed reads and writes for 60 s, then every acknowledged write read back (issue 14).
  if (wanted('load')) {
    const mixedLoad = await runLoadBench(postgresAdminUrl);
    results.load = mixedLoad.results;
    rows.push(...mixedLoad.rows);
    Object.assign(errors, mixedLoad.errors);
  }

  // Connections held, fan-out against a bare ws server, per-user notifications (issue 4);
  // `npm run bench:realtime` runs only these. Knobs: see runRealtimeBenchmarks.ts.
  if (wanted('realtime')) {
    const realtime = await runRealtimeBenchmarks();
    results.realtime = realtime.results;
    rows.push(...realtime.rows);
    Object.assign(errors, realtime.errors);
  }

  return finishBenchRun({ name: 'bench', rows, errors, loadBefore, details: { load, results } });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(errorText(error));
    process.exit(1);
  },
);
