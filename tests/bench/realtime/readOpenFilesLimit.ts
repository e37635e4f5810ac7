import { readFileSync } from 'node:fs';

export interface OpenFilesLimit {
  soft: number;
  hard: number;
}

/**
 * The open-files limit of a process ('self' or a pid) from /proc/{pid}/limits: every
 * socket is a file descriptor, so it caps the connections one process can hold.
 * Infinity for "unlimited"; NaN when it cannot be read.
 */
export function readOpenFilesLimit(pid: number | 'self'): OpenFilesLimit {
  try {
    const text = readFileSync(`/proc/${pid}/limits`, 'utf8');
    const match = /^Max open files\s+(\S+)\s+(\S+)/m.exec(text);
    const value = (field: string | undefined) =>
      field === 'unlimited' ? Number.POSITIVE_INFINITY : Number(field);
    return match ? { soft: value(match[1]), hard: value(match[2]) } : { soft: Number.NaN, hard: Number.NaN };
  } catch {
    return { soft: Number.NaN, hard: Number.NaN };
  }
}
