import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../platform/api/ApiError';
import { serverMessage } from '../../../platform/api/fieldErrors';
import type { FileSummary } from './FileSummary';
import type { Upload } from './uploadFile';

/** A file on its way to the server, or one it refused (then `error` says why, in words). */
export interface PendingUpload {
  key: string;
  name: string;
  size: number;
  percent: number;
  error?: string;
  upload?: Upload;
}

/** The words a refusal is shown in; each widget keeps its own. */
export interface UploadTexts {
  /** The connection dropped (an ApiError with status 0). */
  interrupted: string;
  /** Any other failure the server did not explain. */
  failed: (name: string) => string;
  /** A file past the field's count. */
  tooMany: string;
}

export interface UseUploadsOptions {
  /** The field's file ids now. */
  ids: readonly number[];
  onChange: (ids: number[]) => void;
  maxItems: number;
  /** Starts sending one file; undefined while there is nowhere to send it (files are ignored). */
  send: ((file: File, onProgress: (fraction: number) => void) => Upload) | undefined;
  /** A reason to refuse a file before sending it (past a size limit, say). */
  refuse?: (file: File) => string | undefined;
  /** Called with each stored file, before its id is added to the field. */
  onUploaded: (file: FileSummary) => void;
  texts: UploadTexts;
}

let nextKey = 0;

/**
 * The uploads of a file field: `add` sends each file at once (refusing those past `maxItems`),
 * tracks its progress and adds its id to the field when stored; unmounting cancels what is still
 * on its way. Example: `const { pending, room, add, dismiss } = useUploads({ ids, onChange, ... })`.
 */
export function useUploads({ ids, onChange, maxItems, send, refuse, onUploaded, texts }: UseUploadsOptions) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  // Uploads finish one by one, each adding its id: they build on the newest list, not the render's.
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const uploadsRef = useRef(new Set<Upload>());
  useEffect(() => {
    const uploads = uploadsRef.current;
    return () => {
      for (const upload of uploads) upload.cancel();
    };
  }, []);

  const uploading = pending.filter((p) => !p.error).length;
  const room = maxItems - ids.length - uploading;

  const update = (key: string, change: Partial<PendingUpload> | null) =>
    setPending((list) =>
      change === null
        ? list.filter((p) => p.key !== key)
        : list.map((p) => (p.key === key ? { ...p, ...change } : p)),
    );

  const reasonOf = (error: unknown, file: File): string => {
    if (isApiError(error) && error.status === 0) return texts.interrupted;
    return serverMessage(error) ?? texts.failed(file.name);
  };

  const start = (file: File) => {
    if (!send) return;
    const key = `upload-${nextKey++}`;
    const entry: PendingUpload = { key, name: file.name, size: file.size, percent: 0 };
    const refusal = refuse?.(file);
    if (refusal) {
      setPending((list) => [...list, { ...entry, error: refusal }]);
      return;
    }
    const upload = send(file, (fraction) =>
      update(key, { percent: Math.min(99, Math.round(fraction * 100)) }),
    );
    uploadsRef.current.add(upload);
    setPending((list) => [...list, { ...entry, upload }]);
    upload.done.then(
      (summary) => {
        uploadsRef.current.delete(upload);
        onUploaded(summary);
        const next = [...idsRef.current, summary.id];
        idsRef.current = next;
        onChange(next);
        update(key, null);
      },
      (error: unknown) => {
        uploadsRef.current.delete(upload);
        if (error instanceof DOMException && error.name === 'AbortError') update(key, null);
        else update(key, { error: reasonOf(error, file), upload: undefined });
      },
    );
  };

  const add = (files: FileList | null) => {
    [...(files ?? [])].forEach((file, i) => {
      if (i < room) start(file);
      else
        setPending((list) => [
          ...list,
          { key: `upload-${nextKey++}`, name: file.name, size: file.size, percent: 0, error: texts.tooMany },
        ]);
    });
  };

  return { pending, room, add, dismiss: (key: string) => update(key, null) };
}
