import { readFileSync } from 'node:fs';

/** Resident memory of a process in kB (VmRSS of /proc/{pid}/status); NaN when it cannot be read. */
export function readRssKb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
