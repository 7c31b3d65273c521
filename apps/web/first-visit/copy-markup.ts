import { type RenderedApp, UPGRADED_ELEMENTS } from './app-in-a-window';

const ID_ATTRIBUTES = ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls'];

/**
 * Turns the rendered app into what Ionic's server renderer reads: its components' properties as attributes, without
 * the side menu (closed at first paint), Ionic's page-transition class (jsdom never runs the transition), ids (the
 * app's own page keeps them) and the references to them (React's `useId` numbers depend on how often the page
 * rendered before it settled, so they would change from build to build), and anything worked out from today's date
 * (`data-depends-on-today`, left blank: nothing in a copy is worked out from the day of the build).
 */
export function prepareCopy({ root, components }: RenderedApp): void {
  for (const menu of root.querySelectorAll('ion-menu')) menu.remove();
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of ID_ATTRIBUTES) element.removeAttribute(attribute);
    element.classList.remove('ion-page-invisible');
    const component = components.get(element.localName);
    if (component && !UPGRADED_ELEMENTS.has(element.localName)) writePropertiesOut(element, component);
  }
  for (const element of root.querySelectorAll('[data-depends-on-today]')) element.textContent = '\u00a0';
}

/** The component's properties the app set (strings, numbers, booleans), as the attributes Ionic reads them from. */
function writePropertiesOut(element: Element, component: CustomElementConstructor): void {
  for (const [property, value] of Object.entries(element)) {
    if (!(property in component.prototype)) continue;
    const attribute = property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    if (typeof value === 'string' || typeof value === 'number')
      element.setAttribute(attribute, String(value));
    else if (typeof value === 'boolean') element.setAttribute(attribute, value ? '' : 'false');
  }
}

/**
 * The frame of any page: the header without the buttons that depend on who is signed in (only home, brand and menu
 * remain), and the page's body emptied, for the app's loading state or a marker where the API draws a page.
 */
export function keepOnlyTheFrame({ root }: RenderedApp): Element {
  for (const element of root.querySelectorAll('.app-header__login')) element.remove();
  const body = root.querySelector('.page-body');
  if (!body) throw new Error('The page has no .page-body to empty.');
  body.replaceChildren();
  return body;
}

/** The app's loading state, as components/loading-page.tsx draws it. */
export function loadingState(document: Document): Element {
  const status = document.createElement('div');
  status.className = 'loading-state';
  const spinner = document.createElement('ion-spinner');
  spinner.setAttribute('name', 'crescent');
  spinner.setAttribute('aria-hidden', 'true');
  const text = document.createElement('span');
  text.textContent = 'Cargando…';
  status.append(spinner, text);
  return status;
}
