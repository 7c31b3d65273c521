import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverFromPrerenderedPage, PRERENDERED_ID } from './prerendered-page';

function setUpDocument(): HTMLElement {
  document.body.innerHTML = `<div id="root"></div><div id="${PRERENDERED_ID}" inert aria-hidden="true"><h1>Iniciar sesión</h1></div>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

/** The outlet with a page, as Ionic leaves it: invisible until its transition has run. */
function renderPage(root: HTMLElement, { visible }: { visible: boolean }): HTMLElement {
  root.innerHTML = `<div class="ion-page${visible ? '' : ' ion-page-invisible'}"><div class="page-body"><h1>Iniciar sesión</h1></div></div>`;
  return root.querySelector('.ion-page') as HTMLElement;
}

const flushObserver = () => new Promise((resolve) => setTimeout(resolve, 0));
const copy = () => document.getElementById(PRERENDERED_ID);

describe('handOverFromPrerenderedPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps the prerendered copy while the app has no page on screen, and removes it once it has', async () => {
    const root = setUpDocument();
    handOverFromPrerenderedPage(root);

    root.innerHTML = '<div class="ion-page"><div class="page-body"></div></div>';
    await flushObserver();
    expect(copy()).not.toBeNull();

    const page = renderPage(root, { visible: false });
    await flushObserver();
    expect(copy()).not.toBeNull();

    page.classList.remove('ion-page-invisible');
    await flushObserver();
    expect(copy()).toBeNull();
  });

  it('removes the copy after the fallback delay even if no page ever shows (a failed start)', () => {
    vi.useFakeTimers();
    const root = setUpDocument();
    handOverFromPrerenderedPage(root, 5_000);
    vi.advanceTimersByTime(4_999);
    expect(copy()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(copy()).toBeNull();
  });

  it('hands the app frame over to any page once Ionic shows it, even one with nothing of its own yet', async () => {
    const root = setUpDocument();
    copy()?.setAttribute('data-frame', '');
    handOverFromPrerenderedPage(root);

    root.innerHTML = '<div class="ion-page ion-page-invisible"><div class="page-body"></div></div>';
    await flushObserver();
    expect(copy()).not.toBeNull();

    root.querySelector('.ion-page')?.classList.remove('ion-page-invisible');
    await flushObserver();
    expect(copy()).toBeNull();
  });

  it('does nothing on a page the build did not prerender', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    handOverFromPrerenderedPage(root);
    renderPage(root, { visible: true });
    await flushObserver();
    expect(root.querySelector('.page-body')).not.toBeNull();
  });
});
