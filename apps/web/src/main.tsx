/* Core CSS required for Ionic components to work properly. */
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
/* Ionic utilities the app uses (ion-text-wrap). */
import '@ionic/react/css/text-alignment.css';
import './app/theme/variables.css';
import './app/theme/global.css';

import { setupIonicReact } from '@ionic/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { handOverFromPrerenderedPage } from './app/prerendered-page';

// Spec §2.2: alerts use the iOS style; one mode for the whole app keeps the look consistent.
setupIonicReact({ mode: 'ios' });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

handOverFromPrerenderedPage(root);
// A transition lets React build the first screen in short slices, yielding to the browser in between, instead of
// one long task (the prerendered copy is on screen meanwhile, decision 027).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
