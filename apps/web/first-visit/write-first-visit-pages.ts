// Writes what a first visit gets painted before the app's scripts have run (decisions 027, 032 and 033), after
// `vite build`: a copy of each public landing page (dist/prerendered/<name>.html), the app's frame for every other
// page (dist/index.html), and what the API needs to draw the pages it draws itself (dist/.server). The real app
// renders each page in a jsdom window, as a visitor's browser would; Ionic's server renderer then writes out its
// components' shadow DOM and styles, so the copy needs no script to look right. The app lays the copy over itself
// and removes it once its own page is on screen (src/app/prerendered-page.ts).
//
// Usage: node --import tsx first-visit/write-first-visit-pages.ts <dist>   (reads and then removes <dist>/.vite)
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  PAGE_COPY_MARKER,
  PAGE_DATA_MARKER,
  SERVER_DRAWN_PAGE_NAMES,
  SERVER_FOLDER,
  STORAGE_KEYS,
  templateFileOf,
} from '@travesia/domain';
import { FRAME_ATTRIBUTE, LIVE_ATTRIBUTE } from '../src/app/prerendered-copy';
import { renderAppAt } from './app-in-a-window';
import type { BootPlan } from './boot/boot-plan';
import { writeBootScript } from './boot-script';
import { readBuildManifest } from './build-manifest';
import { keepOnlyTheFrame, loadingState, prepareCopy } from './copy-markup';
import { drawWithIonic } from './ionic-server-render';
import { commentOf, stylesOfTheShell, writePageDocument } from './page-document';
import {
  copyFileOf,
  FRAME_LANDINGS,
  FRAME_PATH,
  LANDING_PAGES,
  type LandingPage,
  SERVER_DRAWN_PAGE_MODULES,
} from './pages';
import { buildPageCopies, buildWindowScript } from './renderers';

const PRELOADS_PER_TASK = 4;
/** A copy is a picture of the page until the app replaces it: inert and hidden from assistive technology. */
const PICTURE = { inert: '', 'aria-hidden': 'true' };

const webRoot = resolve(import.meta.dirname, '..');
const dist = resolve(process.argv[2] ?? join(webRoot, 'dist'));
const manifest = readBuildManifest(dist);
const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const shellStyles = new Set(stylesOfTheShell(shell));
const windowScript = await buildWindowScript(webRoot);

try {
  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  for (const page of LANDING_PAGES) {
    const html = await landingPage(page);
    writeFileSync(join(dist, copyFileOf(page)), html);
    console.log(`prerender: ${page.path} → ${copyFileOf(page)} (${Math.round(html.length / 1024)} KB)`);
  }
  await writeFrameAndServerPages();
} finally {
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
}

async function landingPage(page: LandingPage): Promise<string> {
  const app = await renderAppAt(page.path, windowScript);
  prepareCopy(app);
  const title = app.window.document.title;
  const { styles, html } = await drawWithIonic(app.root.innerHTML);
  app.window.close();
  const { css, modules } = manifest.filesOf([page.module, manifest.entry]);
  return writePageDocument(shell, {
    title,
    styles: pageStyles(css),
    bootScript: await writeBootScript(
      dist,
      plan(modules, []),
      page.live ? { sessionStorageKey: STORAGE_KEYS.session } : null,
    ),
    // A live copy is the page itself until the app replaces it (its boot script makes it a picture for a signed-in
    // visitor).
    copyAttributes: page.live ? { [LIVE_ATTRIBUTE]: '' } : PICTURE,
    copy: styles + html,
  });
}

/**
 * index.html with the app's frame, and for each page the API draws (decision 032) a template of the same frame with
 * the page's stylesheets and the markers where the page and its data go, beside the page renderers' module.
 */
async function writeFrameAndServerPages(): Promise<void> {
  const app = await renderAppAt(FRAME_PATH, windowScript);
  prepareCopy(app);
  const body = keepOnlyTheFrame(app);
  const { document } = app.window;
  body.replaceChildren(loadingState(document));
  const frame = await drawWithIonic(app.root.innerHTML);
  body.replaceChildren(commentOf(document, PAGE_COPY_MARKER));
  const frameOfAServerPage = await drawWithIonic(app.root.innerHTML);
  app.window.close();

  const { modules } = manifest.filesOf([manifest.entry]);
  const bootScript = await writeBootScript(dist, plan(modules, landingsOfTheFrame(modules)));
  const copyAttributes = { [FRAME_ATTRIBUTE]: '', ...PICTURE };
  const html = writePageDocument(shell, {
    styles: [],
    bootScript,
    copyAttributes,
    copy: frame.styles + frame.html,
  });
  writeFileSync(join(dist, 'index.html'), html);
  console.log(`prerender: the app's frame → index.html (${Math.round(html.length / 1024)} KB)`);

  const folder = join(dist, SERVER_FOLDER);
  await buildPageCopies(webRoot, folder);
  for (const name of SERVER_DRAWN_PAGE_NAMES) {
    const template = writePageDocument(shell, {
      styles: pageStyles(manifest.filesOf([SERVER_DRAWN_PAGE_MODULES[name]]).css),
      bootScript,
      copyAttributes,
      copy: frameOfAServerPage.styles + frameOfAServerPage.html,
      afterRoot: PAGE_DATA_MARKER,
    });
    writeFileSync(join(folder, templateFileOf(name)), template);
    console.log(`prerender: ${name}, drawn by the API → ${SERVER_FOLDER}/${templateFileOf(name)}`);
  }
}

function plan(modules: string[], landings: BootPlan['landings']): BootPlan {
  return { modules, landings, preloadsPerTask: PRELOADS_PER_TASK };
}

/** A page's own stylesheets: those the shell does not link already. */
function pageStyles(css: readonly string[]): string[] {
  return css.filter((file) => !shellStyles.has(file));
}

/** Each landing page of the frame with the chunks and styles of its own that the app's entry does not bring. */
function landingsOfTheFrame(entryModules: readonly string[]): BootPlan['landings'] {
  const loaded = new Set(entryModules);
  return FRAME_LANDINGS.map(({ prefix, module }) => {
    const { css, modules } = manifest.filesOf([module]);
    return { prefix, modules: modules.filter((file) => !loaded.has(file)), css: pageStyles(css) };
  });
}
