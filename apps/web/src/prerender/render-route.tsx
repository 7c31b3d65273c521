import { setupIonicReact } from '@ionic/react';
import { STORAGE_KEYS } from '@travesia/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app/App';
import { PAGE_CONTENT_SELECTOR } from '../app/prerendered-page';

/**
 * Renders the real app, as a visitor's browser would, into the document the build prepared at the page's path
 * (jsdom, apps/web/scripts/prerender.mjs), and resolves once the page's own content is there. Runs at build
 * time only; the app itself starts from main.tsx.
 */
export async function renderRoute(timeoutMs = 15_000): Promise<HTMLElement> {
  setupIonicReact({ mode: 'ios' });
  const root = document.getElementById('root');
  if (!root) throw new Error('The document has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  const deadline = Date.now() + timeoutMs;
  while (!root.querySelector(PAGE_CONTENT_SELECTOR)) {
    if (Date.now() > deadline) throw new Error(`${location.pathname} did not render in ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return root;
}

/** Where the app keeps a signed-in session: the home page's boot script reads it (scripts/prerender.mjs). */
export const SESSION_STORAGE_KEY = STORAGE_KEYS.session;
