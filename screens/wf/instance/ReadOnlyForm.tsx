import type { InstanceView } from '../../../schemas/wf/wfApi';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { downloadFile } from '../../../src/runtime/entity/files/downloadFile';
import { WfFormView } from '../form-runtime/WfFormView';
import { INSTANCE_API } from './instanceApi';

/**
 * The application's form as it was filled in (the form runtime, read-only): a file field's
 * files download with the caller's token, which the server checks like the application itself.
 * Without `download` (the print), files are names only.
 */
export function ReadOnlyForm({ view, download = true }: { view: InstanceView; download?: boolean }) {
  const alert = useAlert();
  return (
    <WfFormView
      readOnly
      form={view.form}
      values={view.values}
      files={view.files}
      onOpenFile={
        download
          ? (file) =>
              void downloadFile(INSTANCE_API, view.id, file.id, file.name).catch((error: unknown) =>
                alert.error(error),
              )
          : undefined
      }
    />
  );
}
