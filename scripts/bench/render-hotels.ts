/**
 * Renders 500 hotel cards in Chromium and times it: from the search answer to 500 cards on screen,
 * then a re-sort and a star filter on the full list. Needs `npm run build` first and Debian's
 * Chromium at /usr/bin/chromium. The search answer is a fixed list of 500 hotels, so only the
 * browser's work is measured. The baseline, timed the same way in the same run: a page of plain DOM calls
 * that fetches the same answer and builds the same 500 cards with nothing else — what the browser alone
 * needs. `npm run bench:render`.
 */
import type { Page } from '@playwright/test';
import { median, startRenderBench } from './render-harness';

const HOTELS = 500;
const RUNS = 5;
const port = 3460;

function fakeHotels() {
  return Array.from({ length: HOTELS }, (_, index) => ({
    code: `BENCH${index}`,
    name: `Hotel Prueba ${index}`,
    latitude: 4.6,
    longitude: -74.08,
    images: ['/hotel-images/fachada-0.svg', '/hotel-images/habitacion-1.svg'],
    minRate: 180_000 + ((index * 7919) % 900_000),
    currency: 'COP',
    breakfast: true,
    stars: (index % 5) + 1,
  }));
}

/**
 * Browser-side timing of one <select> change until the list shows it, as source text: tsx would wrap
 * a function literal in helpers the page does not have.
 */
function timeSelectChange(selector: string, value: string, watch: 'firstHotel' | 'count'): string {
  return `(async () => {
    const select = [...document.querySelectorAll(${JSON.stringify(selector)})]
      .find((element) => [...element.options].some((option) => option.value === ${JSON.stringify(value)}));
    if (!select) return Number.NaN;
    const read = ${JSON.stringify(watch)} === 'count'
      ? () => document.querySelectorAll('article').length
      : () => document.querySelector('article h2')?.textContent;
    const before = read();
    const started = performance.now();
    select.value = ${JSON.stringify(value)};
    select.dispatchEvent(new Event('change', { bubbles: true }));
    while (read() === before) await new Promise(requestAnimationFrame);
    return performance.now() - started;
  })()`;
}

/**
 * The baseline page: the same request, then the same card markup as the app's (picture, arrows, dots, name,
 * stars, chips, prices), built with plain DOM calls from one template per card.
 */
const PLAIN_DOM_PAGE = `<!doctype html><html lang="es-CO"><body><main id="list"></main><script type="module">
  const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });
  const chevron = (d) => '<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="' + d + '" fill="none" stroke="currentColor" stroke-width="2.5"/></svg>';
  const star = '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path d="M12 2l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z"/></svg>';
  const template = document.createElement('template');
  template.innerHTML = '<div class="hotel-card"><article class="hotel-card__layout"><section class="image-carousel">'
    + '<img class="image-carousel__image" loading="lazy" decoding="async">'
    + '<button type="button" aria-label="Imagen anterior">' + chevron('M15 5l-7 7 7 7') + '</button>'
    + '<button type="button" aria-label="Imagen siguiente">' + chevron('M9 5l7 7-7 7') + '</button>'
    + '<div><button type="button"></button><button type="button"></button></div></section>'
    + '<a class="hotel-card__content"><h2></h2><p class="stars"></p><p>Desayuno incluido</p>'
    + '<div><span>Descuento corp. 18%</span></div><div><p class="night"></p><p class="total"></p></div></a>'
    + '</article></div>';
  const answer = await fetch('/api/hotels/search', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  const { results } = await answer.json();
  const list = document.getElementById('list');
  const cards = document.createDocumentFragment();
  for (const hotel of results) {
    const card = template.content.cloneNode(true);
    const image = card.querySelector('img');
    image.src = hotel.images[0];
    image.alt = hotel.name + ', foto 1 de ' + hotel.images.length;
    card.querySelector('a').href = '/hotels/detail/' + hotel.code;
    card.querySelector('h2').textContent = hotel.name;
    card.querySelector('.stars').innerHTML = star.repeat(hotel.stars);
    card.querySelector('.night').textContent = cop.format(hotel.minRate / 2) + ' / noche';
    card.querySelector('.total').textContent = 'Total ' + cop.format(hotel.minRate) + ' 2 noches';
    cards.append(card);
  }
  list.append(cards);
</script></body></html>`;

/** Milliseconds from the search answer to the last of the 500 cards in the page. */
async function timeRender(page: Page, path: string, body: string): Promise<number> {
  let answeredAt = 0;
  await page.route('**/api/hotels/search', async (route) => {
    answeredAt = Date.now();
    await route.fulfill({ status: 200, contentType: 'application/json', body });
  });
  await page.goto(`${base}${path}`);
  await page
    .locator('article')
    .nth(HOTELS - 1)
    .waitFor({ state: 'attached' });
  return Date.now() - answeredAt;
}

const bench = await startRenderBench(port);
const { base, browser } = bench;
try {
  const body = JSON.stringify({ results: fakeHotels() });
  const baselines: number[] = [];
  const renders: number[] = [];
  const sorts: number[] = [];
  const starFilters: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const plain = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await plain.route('**/bench-plain-dom', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: PLAIN_DOM_PAGE }),
    );
    baselines.push(await timeRender(plain, '/bench-plain-dom', body));
    await plain.close();

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    renders.push(await timeRender(page, '/hotels/results/BOG/2030-03-04/2030-03-06/1/2', body));

    sorts.push(await page.evaluate<number>(timeSelectChange('select', 'desc', 'firstHotel')));
    starFilters.push(await page.evaluate<number>(timeSelectChange('select', '5', 'count')));
    await page.close();
  }
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`| Web, ${HOTELS} hotel cards (median of ${RUNS}, Chromium) | time |\n|---|---:|`);
  console.log(
    `| baseline: plain DOM, search answer → ${HOTELS} cards in the page | ${ms(median(baselines))} |`,
  );
  console.log(
    `| search answer → ${HOTELS} cards in the page | ${ms(median(renders))} (${(median(renders) / median(baselines)).toFixed(2)}× the baseline) |`,
  );
  console.log(`| re-sort by price (desc) | ${ms(median(sorts))} |`);
  console.log(`| star filter (5 stars) | ${ms(median(starFilters))} |`);
} finally {
  await bench.close();
}
