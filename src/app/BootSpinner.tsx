import { Spinner } from '../widgets/Spinner';
import './app.css';

/** Shown while the app starts (messages, session) and while the first screen loads. */
export function BootSpinner() {
  return (
    <div className="atrium-boot" aria-busy="true">
      <Spinner size="large" />
    </div>
  );
}
