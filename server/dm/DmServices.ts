import type { AppContext } from '../http/AppContext';
import type { EntityService } from '../resources/EntityService';

/** The runtime services of the document-management entities the hand-written calls write through. */
export interface DmServices {
  folders: EntityService;
  documents: EntityService;
  versions: EntityService;
  /** The background jobs of document management (text extraction), /dm/admin/job. */
  jobs: EntityService;
}

/** The dm entities' services from the context (absent when a test server runs without them). */
export function dmServices(ctx: AppContext): DmServices | null {
  const get = (id: string) => ctx.resources.services.get(id);
  const folders = get('dm.folder');
  const documents = get('dm.document');
  const versions = get('dm.version');
  const jobs = get('dm.job');
  if (!folders || !documents || !versions || !jobs) return null;
  return { folders, documents, versions, jobs };
}
