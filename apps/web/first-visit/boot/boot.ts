// A page's boot script, in the browser (decisions 027 and 033): built once per page with its plan
// (apps/web/first-visit/boot-script.ts).
import { ASKED_ATTRIBUTE, PRERENDERED_ID, STARTING_ATTRIBUTE } from '../../src/app/prerendered-copy';
import type { BootPlan, LivePage } from './boot-plan';

declare const BOOT_PLAN: BootPlan;
declare const LIVE_PAGE: LivePage | null;

type Preload = [file: string, rel: 'modulepreload' | 'preload', as?: 'style'];

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

function preload([file, rel, as]: Preload): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.crossOrigin = '';
  if (as) link.as = as;
  link.href = `/${file}`;
  document.head.append(link);
}

/**
 * Downloads the page's modules all at once (on the frame, with those of the landing page the address names), a few
 * preloads per task, then runs them one chunk per task: dependencies first, the landing page's next and the app's
 * entry last. Run as one module graph, React DOM, Ionic and the app were evaluated in a single long task that kept a
 * phone from answering a tap (Lighthouse's blocking time). Each preload costs the main thread about 1–2 ms at full
 * speed (the browser starts its request there): the 40 of `/login` in one task took 200–280 ms at 4×.
 */
async function startApp(): Promise<void> {
  const { modules, landings, preloadsPerTask } = BOOT_PLAN;
  const landing = landings.find((page) => location.pathname.startsWith(page.prefix));
  const links: Preload[] = modules.concat(landing?.modules ?? []).map((file) => [file, 'modulepreload']);
  for (const file of landing?.css ?? []) links.push([file, 'preload', 'style']);
  for (let start = 0; start < links.length; start += preloadsPerTask) {
    links.slice(start, start + preloadsPerTask).forEach(preload);
    await nextTask();
  }
  // The landing page's chunks run before the app's entry, each in its own task too: otherwise the router's import of
  // the page evaluated them all in one task.
  const entry = modules[modules.length - 1] ?? '';
  for (const file of modules.slice(0, -1).concat(landing?.modules ?? [], entry)) {
    await import(`/${file}`);
    await nextTask();
  }
}

/**
 * A live copy (decision 033) stays the page for a visitor: its links are links (ion-button with an address draws an
 * anchor), its answers open as disclosure elements, and the app's scripts are requested only when a button (the one
 * thing only the app can work) is pointed at, pressed or focused. A click on the menu button before the app has taken
 * over is remembered on the copy, and the app opens its menu once it has. The service worker is registered once the
 * page is idle, as the app itself would (decision 031). A signed-in visitor's header is their own, so their copy
 * turns into a picture and the app starts at once, as on every other page.
 */
function startALivePage({ sessionStorageKey }: LivePage): void {
  const copy = document.getElementById(PRERENDERED_ID);
  if (!copy) return;
  if (localStorage.getItem(sessionStorageKey) !== null) {
    copy.inert = true;
    copy.setAttribute('aria-hidden', 'true');
    requestAnimationFrame(() => setTimeout(startApp));
    return;
  }
  const intents = ['pointermove', 'pointerdown', 'focusin', 'keydown'] as const;
  const reachesForAButton = (event: Event) =>
    event.composedPath().some((node) => (node as Element).localName === 'button');
  const onIntent = (event: Event) => {
    if (!reachesForAButton(event)) return;
    for (const type of intents) document.removeEventListener(type, onIntent, true);
    copy.setAttribute(STARTING_ATTRIBUTE, '');
    void startApp();
  };
  for (const type of intents) document.addEventListener(type, onIntent, true);
  copy.addEventListener('click', (event) => {
    if (event.composedPath().some((node) => (node as Element).localName === 'ion-menu-button')) {
      copy.setAttribute(ASKED_ATTRIBUTE, 'menu');
    }
  });
  if ('serviceWorker' in navigator) {
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    const registerWorker = () => navigator.serviceWorker.register('/sw.js').catch(() => {});
    addEventListener('load', () => whenIdle(registerWorker), { once: true });
  }
}

if (LIVE_PAGE) startALivePage(LIVE_PAGE);
else requestAnimationFrame(() => setTimeout(startApp));
