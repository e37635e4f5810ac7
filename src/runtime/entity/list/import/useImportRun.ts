import { useState } from 'react';
import type { ImportProgress, ImportReport } from './ImportReport';
import { postImport } from './postImport';

/** The state of one import: the chosen file, the step running, its progress and the last report. */
export interface ImportRun {
  file: File | null;
  choose: (file: File | null) => void;
  busy: 'dry-run' | 'commit' | null;
  progress: ImportProgress | null;
  /** Percent of the running step, 0 before its first progress line. */
  percent: number;
  report: ImportReport | null;
  /** A checked file without problems and with something to write. */
  canCommit: boolean;
  /** Runs a step; answers the report, or null when the request failed (`onError` told why). */
  run: (mode: 'dry-run' | 'commit') => Promise<ImportReport | null>;
  reset: () => void;
}

/**
 * Import in two steps, as the server offers it (`POST {api}/import?mode=`): a dry run that
 * reports every row's problems, then an all-or-nothing commit. Shared by the list's import
 * dialog and the import screen (`entity.import`).
 * @example const importer = useImportRun(descriptor.api, alert.error); await importer.run('dry-run')
 */
export function useImportRun(api: string, onError: (error: unknown) => void): ImportRun {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'dry-run' | 'commit' | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);

  const run = async (mode: 'dry-run' | 'commit') => {
    if (!file) return null;
    setBusy(mode);
    setProgress(null);
    try {
      const answer = await postImport(api, file, mode, setProgress);
      setReport(answer);
      return answer;
    } catch (error) {
      onError(error);
      return null;
    } finally {
      setBusy(null);
    }
  };
  const choose = (next: File | null) => {
    setFile(next);
    setReport(null);
    setProgress(null);
  };
  return {
    file,
    choose,
    busy,
    progress,
    percent: progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0,
    report,
    canCommit:
      report !== null && !report.committed && report.errors.length === 0 && report.create + report.update > 0,
    run,
    reset: () => {
      choose(null);
      setBusy(null);
    },
  };
}
