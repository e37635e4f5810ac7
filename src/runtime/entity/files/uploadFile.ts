import { ApiError } from '../../../platform/api/ApiError';
import { expireSession } from '../../../platform/session/expireSession';
import { getSession } from '../../../platform/session/sessionStore';
import { rawHeaders } from '../common/rawRequest';
import type { FileSummary } from './FileSummary';

export interface Upload {
  /** Settles with the stored file, or an ApiError (413, 422 ...), or an AbortError after `cancel`. */
  done: Promise<FileSummary>;
  cancel: () => void;
}

/**
 * Sends one file as the raw request body to `POST {api}/files?field=` with XMLHttpRequest, whose
 * upload progress events fetch does not offer; `onProgress` gets the fraction sent (0..1).
 * @example const u = uploadFile('/api/cm/lead', 'attachments', file, (p) => setPercent(p * 100))
 */
export function uploadFile(
  api: string,
  field: string,
  file: File,
  onProgress: (fraction: number) => void,
): Upload {
  return uploadFileTo(`${api}/files?field=${encodeURIComponent(field)}`, file, onProgress);
}

/**
 * Sends one file as the raw request body (its name URI-encoded in `X-File-Name`) to any of the
 * server's upload routes, which all answer 201 `{data: FileSummary}`: an entity's files field
 * (`uploadFile`) or a hand-written module's own route (a sign-off application's attachments).
 * @example const u = uploadFileTo('/api/wf/instance/9/files', file, (p) => setPercent(p * 100))
 */
export function uploadFileTo(url: string, file: File, onProgress: (fraction: number) => void): Upload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<FileSummary>((resolve, reject) => {
    xhr.open('POST', url);
    rawHeaders({
      'Content-Type': 'application/octet-stream',
      'X-File-Name': encodeURIComponent(file.name),
    }).forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // A plain-text answer is the message itself.
      }
      if (xhr.status === 201) {
        resolve((body as { data: FileSummary }).data);
        return;
      }
      if (xhr.status === 401 && getSession() !== null) expireSession();
      reject(new ApiError(xhr.status, body));
    };
    // The server may answer 413 and close before the whole body is sent: the browser then
    // reports a network error without the answer.
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new DOMException('upload cancelled', 'AbortError'));
    xhr.send(file);
  });
  return { done, cancel: () => xhr.abort() };
}
