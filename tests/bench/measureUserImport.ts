import { adminToken } from './adminToken';
import { startE2eServer } from '../e2e/support/startE2eServer';
import { IMPORT_TARGET_MS } from './measureImport';

export interface UserImportResult {
  rows: number;
  dryRunMs: number;
  commitMs: number;
  created: number;
  /** A second file of as many new users, committed in invite mode: a set-password link mailed to each. */
  inviteCommitMs: number;
  invited: number;
  targetMs: number;
}

/**
 * Issue 5: a CSV of `rows` new users (each with a primary department and job position,
 * another department and a group) through POST /api/sc/user/import, dry run then commit
 * with one initial password, timed from the client like an administrator's upload. Then a
 * second file of as many other new users is committed in invite mode (a set-password token
 * per user in the transaction, then every mail written to the outbox).
 */
export async function measureUserImport(rows = 10_000): Promise<UserImportResult> {
  const server = await startE2eServer();
  try {
    const base = server.baseUrl;
    const token = await adminToken(base);
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'text/csv',
      'accept-language': 'en',
      'x-initial-password': encodeURIComponent('Bench-Start-2026'),
    };
    const inviteHeaders = {
      authorization: `Bearer ${token}`,
      'content-type': 'text/csv',
      'accept-language': 'en',
    };
    // The demo organisation's codes, job positions and group (server/seed/seedDemo.ts).
    const codes = ['SAL', 'RND', 'ADM', 'HR', 'SE'];
    const positions = ['經理', '課長', '專員'];
    const fileOf = (prefix: string) => {
      const lines = [
        'account,name,email,language,active,primary_department,job_position,other_departments,groups',
      ];
      for (let i = 1; i <= rows; i++)
        lines.push(
          `${prefix}${i},Bench user ${i},${prefix}${i}@example.com,en,true,${codes[i % 5]},${positions[i % 3]},${codes[(i + 1) % 5]},${i % 10 === 0 ? '主管群組' : ''}`,
        );
      return lines.join('\n');
    };
    const csv = fileOf('bench');

    const upload = async (mode: string, body = csv, query = '', sent: Record<string, string> = headers) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/sc/user/import?mode=${mode}${query}`, {
        method: 'POST',
        headers: sent,
        body,
      });
      const report = (await response.json()) as {
        create?: number;
        errors?: unknown[];
        committed?: boolean;
        invitations?: number;
        invitationFailure?: string;
      };
      if (response.status !== 200 || (report.errors?.length ?? 0) > 0) {
        throw new Error(`${mode} answered ${response.status}: ${JSON.stringify(report).slice(0, 300)}`);
      }
      return { ms: Math.round(performance.now() - started), report };
    };
    const dry = await upload('dry-run');
    const commit = await upload('commit');
    const invite = await upload('commit', fileOf('invitee'), '&password_mode=invite', inviteHeaders);
    if (invite.report.invitationFailure || invite.report.invitations !== rows)
      throw new Error(`invite commit: ${JSON.stringify(invite.report).slice(0, 300)}`);
    return {
      rows,
      dryRunMs: dry.ms,
      commitMs: commit.ms,
      created: commit.report.create ?? 0,
      inviteCommitMs: invite.ms,
      invited: invite.report.invitations ?? 0,
      targetMs: IMPORT_TARGET_MS,
    };
  } finally {
    await server.close();
  }
}
