import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { BootSpinner } from './app/BootSpinner';
import { boot } from './app/boot';
import { createAppRouter } from './app/createAppRouter';
import { markStoredThemeMode } from './platform/theme/markStoredThemeMode';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
markStoredThemeMode();
const root = createRoot(container);
root.render(<BootSpinner />);

void boot().then(() => {
  root.render(<App router={createAppRouter()} />);
});
