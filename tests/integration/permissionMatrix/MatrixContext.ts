import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { RowScope } from '../../../schemas/core/rowScopes';
import type { SignedIn, TestServer } from '../../support/startTestServer';
import type { MatrixUsers } from './createMatrixUsers';

/** What the matrix's checks share: the server, its people, and the tallies printed at the end. */
export interface MatrixContext {
  t: TestServer;
  users: MatrixUsers;
  /** The demo administrator, who holds every right: what the probe's answer is compared with. */
  admin: SignedIn;
  descriptors: ReadonlyMap<string, EntityDescriptor>;
  /** A request (whoever its bearer token names, or no one), counted and checked for untranslated messages. */
  send: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** Replaces the probe's rights with exactly these paths, each at its scope. */
  grant: (grants: Readonly<Record<string, RowScope>>) => Promise<void>;
  /**
   * Checks one answer: `expected` lists the statuses allowed; a mismatch is recorded (all are
   * reported together at the end of the test) rather than thrown, so one run shows every hole.
   */
  expectStatus: (what: string, res: LightMyRequestResponse, expected: readonly number[]) => boolean;
  /** Records a mismatch found another way (rows that should not have come back). */
  fail: (message: string) => void;
  /** Counts one checked case under a heading of the summary. */
  tally: (heading: string, n?: number) => void;
}
