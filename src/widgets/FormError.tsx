import './formError.css';

/**
 * A form's message above its fields (announced when it appears). Renders nothing
 * without a message. @example <FormError message={formError} />
 */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" className="atrium-form-error">
      {message}
    </div>
  );
}
