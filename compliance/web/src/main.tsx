import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { createSuiteAuthClient } from './features/auth/auth-client.ts';
import './styles/app.css';

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const config = await loadRuntimeConfig();
  const client = createSuiteAuthClient(config);
  createRoot(root).render(
    <StrictMode>
      <App auth={{ client, config }} />
    </StrictMode>,
  );
}

function StartupError() {
  return (
    <main id="main-content" className="site-main">
      <h1>Suite Compliance non disponibile</h1>
      <p role="alert">Impossibile avviare l&apos;applicazione. Riprova più tardi.</p>
    </main>
  );
}

start().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<StartupError />);
});
