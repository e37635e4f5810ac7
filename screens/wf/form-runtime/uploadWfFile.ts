import { ApiError } from '../../../src/platform/api/ApiError';
import { expireSession } from '../../../src/platform/session/expireSession';
import { getSession } from '../../../src/platform/session/sessionStore';
import { rawHeaders } from '../../../src/runtime/entity/common/rawRequest';
import type { WfFileSummary } from './WfFormContext';

export interface WfUpload {
  /** Settles with the stored file, an ApiError (413, 422 ...), or an AbortError after `cancel`. */
  done: Promise<WfFileSummary>;
  cancel: () => void;
}

/**
 * Sends one file as multipart form data (field `file`) to `url` (the contract's
 * `POST /api/wf/instance/{id}/files`) with XMLHttpRequest, whose upload progress events fetch does
 * not offer; `onProgress` gets the fraction sent (0..1). The answer is `{id, name, size, mime}`,
 * bare or under `data`.
 */
export function uploadWfFile(url: string, file: File, onProgress: (fraction: number) => void): WfUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<WfFileSummary>((resolve, reject) => {
    xhr.open('POST', url);
    // No Content-Type: the browser writes the multipart boundary itself.
    rawHeaders().forEach((value, key) => {
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
      if (xhr.status === 200 || xhr.status === 201) {
        const answer = body as { data?: WfFileSummary } & Partial<WfFileSummary>;
        resolve((answer.data ?? answer) as WfFileSummary);
        return;
      }
      if (xhr.status === 401 && getSession() !== null) expireSession();
      reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new DOMException('upload cancelled', 'AbortError'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}
