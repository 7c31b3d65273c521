import { describe, expect, it } from 'vitest';
import { stylesOfTheShell, writePageDocument } from './page-document';

/** index.html as Vite writes it: the entry's script, its preloads and the shell's stylesheets. */
const SHELL = `<!doctype html>
<html lang="es-CO">
  <head>
    <meta charset="UTF-8" />
    <title>Travesía</title>
    <script type="module" crossorigin src="/assets/index-AAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-BBBB.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CCCC.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function parsed(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('a page the build writes from the shell', () => {
  const html = writePageDocument(SHELL, {
    title: 'Iniciar sesión <y más> | Travesía',
    styles: ['assets/auth-DDDD.css'],
    bootScript: 'assets/boot-EEEE.js',
    copyAttributes: { inert: '', 'aria-hidden': 'true' },
    copy: '<ion-app><template shadowrootmode="open"><slot></slot></template><h1>Iniciar sesión</h1></ion-app>',
    afterRoot: '<!--page-data-->',
  });
  const document = parsed(html);

  it('starts the app from its boot script, not from the entry and its preloads', () => {
    expect(html).not.toContain('index-AAAA.js');
    expect(html).not.toContain('modulepreload');
    const boot = document.head.querySelector('script');
    expect(boot?.getAttribute('src')).toBe('/assets/boot-EEEE.js');
    expect(boot?.defer).toBe(true);
  });

  it("links the shell's and the page's stylesheets in the head, and bears the page's title", () => {
    expect(stylesOfTheShell(html)).toEqual(['assets/index-CCCC.css', 'assets/auth-DDDD.css']);
    expect(document.title).toBe('Iniciar sesión <y más> | Travesía');
  });

  it("lays the copy after the app's root, in a shadow root with every stylesheet and no registry", () => {
    const root = document.getElementById('root');
    expect(root?.nextSibling?.nodeType).toBe(Node.COMMENT_NODE);
    expect(root?.nextSibling?.textContent).toBe('page-data');
    const copy = document.getElementById('prerendered');
    expect(root?.nextSibling?.nextSibling).toBe(copy);
    expect(copy?.hasAttribute('inert')).toBe(true);
    expect(copy?.getAttribute('aria-hidden')).toBe('true');
    expect(html).toContain(
      '<template shadowrootmode="open" shadowrootcustomelementregistry=""><link rel="stylesheet" crossorigin="" href="/assets/index-CCCC.css"><link rel="stylesheet" crossorigin="" href="/assets/auth-DDDD.css"><ion-app><template shadowrootmode="open"><slot></slot></template><h1>Iniciar sesión</h1></ion-app></template>',
    );
  });
});
