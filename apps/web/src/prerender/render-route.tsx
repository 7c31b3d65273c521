import { setupIonicReact } from '@ionic/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app/App';
import { PAGE_CONTENT_SELECTOR } from '../app/prerendered-page';

/**
 * Renders the real app, as a visitor's browser would, into the document of the window the build opened at the
 * page's address (a jsdom window, `apps/web/first-visit/app-in-a-window.ts`, which runs this module as a script of
 * its own), and resolves once the page's own content is there. Runs at build time only; the app itself starts
 * from main.tsx.
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
