import { menuOutline } from 'ionicons/icons';
import { describe, expect, it } from 'vitest';
import { drawWithIonic } from './ionic-server-render';

describe("Ionic's server renderer, for a copy", () => {
  it('draws the shadow DOM, the scoped styles apart, every icon, and shows the router outlet', async () => {
    const html =
      '<ion-router-outlet><div class="ion-page"><ion-buttons><ion-menu-button auto-hide="false"></ion-menu-button></ion-buttons>' +
      `<ion-button href="/"><ion-icon slot="icon-only" icon="${menuOutline.replace(/"/g, '&quot;')}"></ion-icon></ion-button>` +
      '</div></ion-router-outlet>';
    const { styles, html: drawn } = await drawWithIonic(html);

    // ion-buttons is a scoped component: its styles go apart, for the copy's shadow root.
    expect(styles).toMatch(/^<style sty-id="sc-ion-buttons-ios">/);
    expect(drawn).not.toMatch(/<ion-router-outlet[^>]* hidden/);
    expect(drawn).toContain('<a href="/" class="button-native');
    // Both icons are drawn in their shadow roots: the button's own and the one inside the menu button.
    expect(drawn.match(/<div class="icon-inner[^"]*"[^>]*><svg /g)).toHaveLength(2);
  }, 30_000);
});
