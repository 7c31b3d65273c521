import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_ID } from './prerendered-copy';
import { handOverFromPrerenderedPage } from './prerendered-page';

function setUpDocument(): HTMLElement {
  document.body.innerHTML = `<div id="root"></div><div id="${PRERENDERED_ID}" inert aria-hidden="true"><h1>Iniciar sesión</h1></div>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

/** The outlet with a page, as Ionic leaves it: invisible until its transition has run. */
function renderPage(
  root: HTMLElement,
  { visible }: { visible: boolean },
  body = '<h1>Iniciar sesión</h1>',
): HTMLElement {
  root.innerHTML = `<ion-router-outlet><div class="ion-page${visible ? '' : ' ion-page-invisible'}"><div class="page-body">${body}</div></div></ion-router-outlet>`;
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

    root.innerHTML =
      '<ion-router-outlet><div class="ion-page"><div class="page-body"></div></div></ion-router-outlet>';
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

    // The side menu's panel is an .ion-page too, outside the outlet: it is no page of the app's.
    root.innerHTML =
      '<ion-menu><div class="ion-page"></div></ion-menu><ion-router-outlet><div class="ion-page ion-page-invisible"><div class="page-body"></div></div></ion-router-outlet>';
    await flushObserver();
    expect(copy()).not.toBeNull();

    root.querySelector('ion-router-outlet > .ion-page')?.classList.remove('ion-page-invisible');
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

  describe('the home page, live until the app takes over (decision 033)', () => {
    const FAQ = '<details><summary>Uno</summary>1</details><details><summary>Dos</summary>2</details>';

    function setUpLiveCopy(): { root: HTMLElement; shadow: ShadowRoot } {
      document.body.innerHTML = `<div id="root"></div><div id="${PRERENDERED_ID}" data-live></div>`;
      const shadow = (copy() as HTMLElement).attachShadow({ mode: 'open' });
      shadow.innerHTML = `<div class="page-body">${FAQ}<a href="/login">Iniciar sesión</a><a href="/login">Iniciar sesión</a></div>`;
      return { root: document.getElementById('root') as HTMLElement, shadow };
    }

    it('keeps the app out of reach of the keyboard and screen readers while the copy is the page', async () => {
      const { root } = setUpLiveCopy();
      handOverFromPrerenderedPage(root);
      expect(root.inert).toBe(true);
      expect(root).toHaveAttribute('aria-hidden', 'true');

      renderPage(root, { visible: true }, FAQ);
      await flushObserver();
      expect(copy()).toBeNull();
      expect(root.inert).toBe(false);
      expect(root).not.toHaveAttribute('aria-hidden');
    });

    it('opens in the app the answers the visitor opened, and focuses the control they were on', async () => {
      const { root, shadow } = setUpLiveCopy();
      (shadow.querySelectorAll('details')[1] as HTMLDetailsElement).open = true;
      (shadow.querySelectorAll('a')[1] as HTMLAnchorElement).focus();
      handOverFromPrerenderedPage(root);

      const page = renderPage(
        root,
        { visible: true },
        `${FAQ}<a href="/login">Iniciar sesión</a><a href="/login">Iniciar sesión</a>`,
      );
      await flushObserver();

      expect([...page.querySelectorAll('details')].map((details) => details.open)).toEqual([false, true]);
      expect(document.activeElement).toBe(page.querySelectorAll('a')[1]);
    });

    it('is a picture, as every other copy, once the boot script made it inert for a signed-in visitor', () => {
      const { root } = setUpLiveCopy();
      (copy() as HTMLElement).inert = true;
      handOverFromPrerenderedPage(root);
      expect(root).not.toHaveAttribute('aria-hidden');
    });
  });
});
