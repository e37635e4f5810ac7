import type { Ref } from 'react';

interface HiddenFileInputProps {
  /** The field's id: its label then names the input, and clicking the label opens the dialog. */
  id: string;
  ref: Ref<HTMLInputElement>;
  testId: string;
  multiple: boolean;
  accept?: string;
  disabled?: boolean;
  onFiles: (files: FileList | null) => void;
}

/**
 * The file dialog behind a file field's "choose" button (which calls `click()` on it). It is
 * cleared after each choice so that choosing the same file again still reports it.
 */
export function HiddenFileInput({
  id,
  ref,
  testId,
  multiple,
  accept,
  disabled,
  onFiles,
}: HiddenFileInputProps) {
  return (
    <input
      id={id}
      ref={ref}
      type="file"
      hidden
      tabIndex={-1}
      data-testid={testId}
      multiple={multiple}
      accept={accept}
      disabled={disabled}
      onChange={(event) => {
        onFiles(event.target.files);
        event.target.value = '';
      }}
    />
  );
}
