// Writes a static copy of each public landing page (dist/prerendered/<name>.html), so that a phone paints the
// page before the app's scripts have downloaded (decision 027). The real app renders each page in jsdom, as a
// visitor's browser would; Ionic's own server renderer (@ionic/core/hydrate) then writes out its components'
// shadow DOM and styles, so the copy needs no script to look right. The server sends the copy for these paths;
// the app lays it over itself and removes it once its own page is on screen (src/app/prerendered-page.ts).
//
// Usage: node scripts/prerender.mjs <dist>   (after `vite build`; reads and then removes <dist>/.vite)
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderToString } from '@ionic/core/hydrate';
import { menuOutline } from 'ionicons/icons';
import { JSDOM } from 'jsdom';
import { build } from 'vite';

/** The pages a first visit lands on that show the same thing to every visitor, and the module of each. */
const PAGES = [
  // The home page is live: a visitor reads it, opens its answers and follows its links with no script at all, and the
  // app starts only when they reach for a control that needs it, the menu (decision 033).
  { path: '/', name: 'index', module: 'src/features/home/pages/home-page.tsx', live: true },
  { path: '/login', name: 'login', module: 'src/features/auth/pages/login-page.tsx' },
  { path: '/hotels', name: 'hotels', module: 'src/features/hotels/pages/hotel-search-page.tsx' },
  { path: '/flight-home', name: 'flight-home', module: 'src/features/flights/pages/flight-home-page.tsx' },
];

/**
 * Every other page (a booking, the approval link of an e-mail, search results) depends on who asks and on data, so it
 * gets the app's frame instead: the header without the visitor's or the user's own buttons, and the app's loading
 * state. It is written into index.html, the page the API sends for those paths.
 */
const FRAME = { path: '/', name: 'frame', frame: true };

/**
 * The pages of the frame a visit lands on from outside the app (a shared search, an e-mailed link), by the start of
 * their path. The frame's boot script requests the page's own chunks beside the app's, instead of after the app has
 * run and routed: on a slow network the page's code then arrives while the phone runs the app's.
 */
const FRAME_LANDINGS = [
  { prefix: '/hotels/results/', module: 'src/features/hotels/pages/hotel-results-page.tsx' },
  { prefix: '/shop/flights/results/', module: 'src/features/flights/pages/flight-results-page.tsx' },
  { prefix: '/approval/', module: 'src/features/approvals/pages/approval-link-page.tsx' },
  { prefix: '/invitation/', module: 'src/features/auth/pages/invitation-page.tsx' },
  { prefix: '/confirm-signup/', module: 'src/features/auth/pages/confirm-sign-up-page.tsx' },
];

/**
 * The pages of the frame the API draws itself for the address it is asked (decision 032): a template of the frame
 * with the page's styles and a marker where the page goes, and one module of renderers for them all
 * (src/prerender/page-copies.tsx), in dist/.server, which the API reads and never serves.
 */
const SERVER_PAGES = [{ name: 'hotel-results', module: 'src/features/hotels/pages/hotel-results-page.tsx' }];
const SERVER_FOLDER = '.server';
const PAGE_START = 'page';
const PAGE_END = '/page';

/** Preloads the boot script adds per task: four keep each task under 50 ms at Lighthouse's 4× slowdown. */
const PRELOADS_PER_TASK = 4;

/** Ionic React waits for the outlet to be a live component; every other component stays plain markup here. */
const UPGRADED_IN_JSDOM = new Set(['ion-router-outlet']);

/** Node's own globals, before any page's window is installed over them (each page gets a window of its own). */
const NODE_GLOBALS = new Set(Object.getOwnPropertyNames(globalThis));

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.argv[2] ?? join(webRoot, 'dist'));

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const shell = readFileSync(join(dist, 'index.html'), 'utf8');
/** The app's entry chunk, and the stylesheets Vite's index.html already links: the same for every page. */
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('The build has no entry chunk.');
const shellStyles = new Set(
  [...shell.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]),
);
const bundle = await buildRenderer();
/** The storage key of a signed-in session: a signed-in visitor's home page starts the app at once. */
const { SESSION_STORAGE_KEY } = await import(`${pathToFileURL(bundle).href}?page=keys`);
try {
  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  for (const page of PAGES) {
    const html = await prerender(page);
    writeFileSync(join(dist, 'prerendered', `${page.name}.html`), html);
    console.log(
      `prerender: ${page.path} → prerendered/${page.name}.html (${Math.round(html.length / 1024)} KB)`,
    );
  }
  const frame = await prerender(FRAME);
  writeFileSync(join(dist, 'index.html'), frame);
  console.log(`prerender: the app's frame → index.html (${Math.round(frame.length / 1024)} KB)`);
  await writeServerPages(frame);
} finally {
  rmSync(dirname(bundle), { recursive: true, force: true });
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
}

/** The frame templates and the renderers of SERVER_PAGES, in dist/.server. */
async function writeServerPages(frame) {
  const folder = join(dist, SERVER_FOLDER);
  rmSync(folder, { recursive: true, force: true });
  await build({
    configFile: false,
    root: webRoot,
    logLevel: 'error',
    publicDir: false,
    ssr: { noExternal: true, target: 'node' },
    // React's production server renderer, whatever the API's own NODE_ENV: the development one is several times slower.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/prerender/page-copies.tsx',
      outDir: folder,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: '[name].mjs' } },
    },
  });
  const page = new RegExp(`<!--${PAGE_START}-->[\\s\\S]*?<!--${PAGE_END}-->`);
  if (!page.test(frame)) throw new Error('The frame has no place for a page drawn by the server.');
  for (const { name, module } of SERVER_PAGES) {
    const links = chunksInEvaluationOrder([module])
      .css.filter((file) => !shellStyles.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join('');
    const template = frame
      .replace('</head>', `${links}</head>`)
      .replace('shadowrootcustomelementregistry>', `shadowrootcustomelementregistry>${links}`)
      .replace(page, '<!--page-copy-->')
      .replace('<div id="root"></div>', '<div id="root"></div><!--page-data-->');
    writeFileSync(join(folder, `${name}.html`), template);
    console.log(`prerender: ${name}, drawn by the API → ${SERVER_FOLDER}/${name}.html`);
  }
}

/** src/prerender/render-route.tsx and everything it imports, as one module jsdom can run in Node. */
async function buildRenderer() {
  const outDir = mkdtempSync(join(tmpdir(), 'travesia-prerender-'));
  await build({
    configFile: false,
    root: webRoot,
    logLevel: 'error',
    publicDir: false,
    resolve: { conditions: ['browser', 'module', 'import', 'default'] },
    ssr: { noExternal: true, target: 'webworker' },
    build: { ssr: 'src/prerender/render-route.tsx', outDir, emptyOutDir: true },
  });
  return join(outDir, 'render-route.js');
}

async function prerender(page) {
  const { window, components } = openDocument(page.path);
  // A fresh instance of the app for each page: its modules keep state (the query cache, Ionic's config).
  const { renderRoute } = await import(`${pathToFileURL(bundle).href}?page=${page.name}`);
  const root = await renderRoute();
  prepareCopy(root, components);
  if (page.frame) keepOnlyTheFrame(root, window.document);
  const title = page.frame ? null : window.document.title;
  const { styles, body } = await renderIonicComponents(root.innerHTML);
  window.close();
  return writePage(page, title, styles, withIcons(body));
}

/** A jsdom window at the page's address, installed as the globals the app's modules expect of a browser. */
function openDocument(path) {
  const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
    url: `http://localhost${path}`,
    pretendToBeVisual: true,
  });
  const { window } = dom;
  const components = new Map();
  const define = window.customElements.define.bind(window.customElements);
  window.customElements.define = (name, elementClass, options) => {
    components.set(name, elementClass);
    if (UPGRADED_IN_JSDOM.has(name)) define(name, elementClass, options);
  };
  // What the app asks of the plain elements it holds references to.
  window.HTMLElement.prototype.componentOnReady ??= async function () {
    return this;
  };
  window.HTMLElement.prototype.getInputElement = async () => window.document.createElement('input');
  window.HTMLElement.prototype.setFocus = async () => {};
  window.matchMedia = (media) => ({
    matches: false,
    media,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  for (const key of Object.getOwnPropertyNames(window)) {
    if (!NODE_GLOBALS.has(key))
      Object.defineProperty(globalThis, key, { value: window[key], configurable: true, writable: true });
  }
  // Node has its own of these; the app's must be the document's.
  const browserOwn = [
    'window',
    'document',
    'navigator',
    'location',
    'history',
    'localStorage',
    'sessionStorage',
  ];
  const domOwn = [
    'Event',
    'CustomEvent',
    'EventTarget',
    'customElements',
    'requestAnimationFrame',
    'cancelAnimationFrame',
  ];
  for (const key of [...browserOwn, ...domOwn]) {
    Object.defineProperty(globalThis, key, { value: window[key], configurable: true, writable: true });
  }
  return { window, components };
}

/**
 * Turns the rendered page into what Ionic's server renderer reads: its components' properties as attributes,
 * without the side menu (closed at first paint), Ionic's page-transition class (jsdom never runs the
 * transition), ids (the app's own page keeps them) and anything worked out from today's date.
 */
function prepareCopy(root, components) {
  for (const menu of root.querySelectorAll('ion-menu')) menu.remove();
  for (const element of root.querySelectorAll('*')) {
    element.removeAttribute('id');
    element.classList.remove('ion-page-invisible');
    const component = components.get(element.localName);
    if (!component || UPGRADED_IN_JSDOM.has(element.localName)) continue;
    for (const [property, value] of Object.entries(element)) {
      if (!(property in component.prototype)) continue;
      const attribute = property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      if (typeof value === 'string' || typeof value === 'number')
        element.setAttribute(attribute, String(value));
      else if (typeof value === 'boolean') element.setAttribute(attribute, value ? '' : 'false');
    }
  }
  for (const element of root.querySelectorAll('[data-depends-on-today]')) element.textContent = '\u00a0';
}

/**
 * The frame of any page: the header without the buttons that depend on who is signed in (only home, brand and menu
 * remain), and the app's loading state (components/loading-page.tsx) in place of the page.
 */
function keepOnlyTheFrame(root, document) {
  for (const element of root.querySelectorAll('.app-header__login')) element.remove();
  const body = root.querySelector('.page-body');
  if (!body) throw new Error('The page has no .page-body to empty.');
  const status = document.createElement('div');
  status.className = 'loading-state';
  const spinner = document.createElement('ion-spinner');
  spinner.setAttribute('name', 'crescent');
  spinner.setAttribute('aria-hidden', 'true');
  const text = document.createElement('span');
  text.textContent = 'Cargando…';
  status.append(spinner, text);
  // The server draws a page of its own here for some addresses (SERVER_PAGES).
  body.replaceChildren(document.createComment(PAGE_START), status, document.createComment(PAGE_END));
}

/** Ionic's components written out: shadow DOM as declarative shadow roots, scoped components' styles apart. */
async function renderIonicComponents(html) {
  const result = await renderToString(html, {
    fullDocument: true,
    serializeShadowRoot: 'declarative-shadow-dom',
    prettyHtml: false,
    beforeHydrate: (document) => document.documentElement.setAttribute('mode', 'ios'),
  });
  const failures = result.diagnostics.filter((diagnostic) => diagnostic.level === 'error');
  if (failures.length > 0) throw new Error(failures.map((failure) => failure.messageText).join('\n'));
  const head = result.html.match(/<head>([\s\S]*?)<\/head>/)?.[1] ?? '';
  const body = result.html.match(/<body[^>]*>([\s\S]*)<\/body>/)?.[1] ?? '';
  // The renderer hides the outlet of a side menu it never saw open; the page shows it.
  const shownBody = body.replace(/(<ion-router-outlet[^>]*?) hidden=""/g, '$1');
  return { styles: head.match(/<style[\s\S]*?<\/style>/g)?.join('') ?? '', body: shownBody };
}

/**
 * Ionicons' ion-icon fetches its SVG once it runs, so the renderer leaves its shadow root empty: the SVG (a data
 * URL in the icon attribute) goes where the icon would draw it.
 */
function withIcons(html) {
  // The menu button draws Ionic's iOS menu icon in its own shadow root (apps/web/src/app/app-header.tsx).
  const withMenuIcon = html.replace(
    /(<ion-menu-button[\s\S]*?<ion-icon part="icon")/g,
    `$1 icon="${menuOutline}"`,
  );
  return withMenuIcon.replace(
    /(<ion-icon[^>]*? icon="data:image\/svg\+xml;utf8,([^"]*)"[^>]*><template shadowrootmode="open">[\s\S]*?)<slot[^>]*><\/slot>/g,
    (_match, start, svg) => start + decodeEntities(svg),
  );
}

function decodeEntities(text) {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * index.html with the copy laid over the (empty) app root, inert and hidden from assistive technology until the
 * app replaces it; the page's own styles in the head; and the app's modules requested only once the copy has been
 * painted (by a small boot script), so that on a slow network they do not compete with the page's first paint.
 */
function writePage(page, title, styles, body) {
  const { css, modules } = chunksInEvaluationOrder(page.frame ? [entry] : [page.module, entry]);
  const pageStyles = css
    .filter((file) => !shellStyles.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const boot = writeBootScript(modules, page.frame ? landingPreloads(modules) : [], page.live === true);
  const head = [...pageStyles, `<script defer src="/${boot}"></script>`].join('\n    ');
  // The copy lives in a shadow root with no custom element registry of its own (where browsers support one), so
  // that defining Ionic's components does not bring every element of a copy about to be thrown away to life; the
  // page's stylesheets (already loaded by the head) are linked inside it, since document styles stop at its edge.
  const copyStyles = [...shellStyles]
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .concat(pageStyles)
    .join('');
  const withScripts = shell
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  const titled = title
    ? withScripts.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    : withScripts;
  return titled
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"></div><div id="prerendered"${copyAttributes(page)}><template shadowrootmode="open" shadowrootcustomelementregistry>${copyStyles}${styles}${body}</template></div>`,
    );
}

/**
 * A copy is inert and hidden from assistive technology, as a picture of the page until the app replaces it; a live
 * copy is the page itself until then (its boot script makes it inert for a signed-in visitor).
 */
function copyAttributes(page) {
  if (page.live) return ' data-live';
  return `${page.frame ? ' data-frame' : ''} inert aria-hidden="true"`;
}

/**
 * assets/boot-<hash>.js: once the copy or the frame is painted (so that on a slow network the scripts do not compete
 * with its styles: the frame's first paint went from 2.1–3.0 to 1.0 s), downloads the page's modules all at once
 * (on the frame, with those of the landing page the address names), then runs them one chunk per task, dependencies first, the landing page's next and the app's entry last. Run as one module graph, React DOM, Ionic and the app were evaluated in a single long task
 * that kept a phone from answering a tap (Lighthouse's blocking time). The preloads are added a few per task too:
 * each costs the main thread about 1–2 ms at full speed (the browser starts its request there), and the 40 of
 * `/login` made one task of 200–280 ms at Lighthouse's 4× slowdown, the longest after the first paint.
 */
function writeBootScript(modules, landings, live) {
  const source = `// Written by scripts/prerender.mjs: starts the app one chunk per task.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
function preload([file, rel, as]) {
  const link = document.createElement('link');
  link.rel = rel;
  link.crossOrigin = '';
  if (as) link.as = as;
  link.href = '/' + file;
  document.head.append(link);
}
async function startApp() {
  const modules = ${JSON.stringify(modules)};
  const landings = ${JSON.stringify(landings)};
  const landing = landings.find((page) => location.pathname.startsWith(page.prefix));
  const links = modules.concat(landing ? landing.modules : []).map((file) => [file, 'modulepreload']);
  for (const file of landing ? landing.css : []) links.push([file, 'preload', 'style']);
  for (let start = 0; start < links.length; start += ${PRELOADS_PER_TASK}) {
    links.slice(start, start + ${PRELOADS_PER_TASK}).forEach(preload);
    await nextTask();
  }
  // The landing page's chunks run before the app's entry, each in its own task too: otherwise the router's import
  // of the page evaluated them all in one task.
  const entry = modules[modules.length - 1];
  for (const file of modules.slice(0, -1).concat(landing ? landing.modules : [], entry)) {
    await import('/' + file);
    await nextTask();
  }
}
${live ? startOfALivePage() : 'requestAnimationFrame(() => setTimeout(startApp));'}
`;
  const file = `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dist, file), source);
  return file;
}

/**
 * How a live copy's boot script starts the app (decision 033). A visitor's copy stays the page: its links are links
 * (ion-button with an address draws an anchor), its answers open as disclosure elements, and the app's scripts are
 * requested only when a button (the one thing only the app can work) is pointed at, pressed or focused. A click on the
 * menu button before the app has taken over is remembered on the copy, and the app opens its menu once it has. The
 * service worker is registered once the page is idle, as the app itself would (decision 031). A signed-in visitor's
 * header is their own, so their copy turns into a picture and the app starts at once, as on every other page.
 */
function startOfALivePage() {
  return `const copy = document.getElementById('prerendered');
const signedIn = localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}) !== null;
if (signedIn) {
  copy.inert = true;
  copy.setAttribute('aria-hidden', 'true');
  requestAnimationFrame(() => setTimeout(startApp));
} else {
  const intents = ['pointermove', 'pointerdown', 'focusin', 'keydown'];
  const reachesForAButton = (event) => event.composedPath().some((node) => node.localName === 'button');
  const onIntent = (event) => {
    if (!reachesForAButton(event)) return;
    for (const type of intents) document.removeEventListener(type, onIntent, true);
    copy.setAttribute('data-starting', '');
    startApp();
  };
  for (const type of intents) document.addEventListener(type, onIntent, true);
  copy.addEventListener('click', (event) => {
    if (event.composedPath().some((node) => node.localName === 'ion-menu-button')) copy.setAttribute('data-asked', 'menu');
  });
  if ('serviceWorker' in navigator) {
    const whenIdle = window.requestIdleCallback || ((callback) => setTimeout(callback, 1));
    const registerWorker = () => navigator.serviceWorker.register('/sw.js').catch(() => {});
    addEventListener('load', () => whenIdle(registerWorker), { once: true });
  }
}`;
}

/** Each landing page of the frame with the chunks and styles of its own that the app's entry does not bring. */
function landingPreloads(entryModules) {
  const loaded = new Set(entryModules);
  return FRAME_LANDINGS.map(({ prefix, module }) => {
    const { css, modules } = chunksInEvaluationOrder([module]);
    return {
      prefix,
      modules: modules.filter((file) => !loaded.has(file)),
      css: css.filter((file) => !shellStyles.has(file)),
    };
  });
}

/**
 * The chunks the given modules import statically, each after the chunks it imports (the order a browser evaluates
 * them in), and their styles, from Vite's manifest.
 */
function chunksInEvaluationOrder(keys) {
  const css = new Set();
  const modules = [];
  const visited = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest.`);
    if (visited.has(key)) return;
    visited.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) css.add(file);
    modules.push(chunk.file);
  };
  for (const key of keys) visit(key);
  return { css: [...css], modules };
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
