/**
 * Renders 500 hotel cards in Chromium and times it: from the search answer to 500 cards on screen,
 * then a re-sort and a star filter on the full list. Needs `npm run build` first and Debian's
 * Chromium at /usr/bin/chromium. The search answer is a fixed list of 500 hotels, so only the
 * browser's work is measured. `npm run bench:render`.
 */
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

const bench = await startRenderBench(port);
const { base, browser } = bench;
try {
  const body = JSON.stringify({ results: fakeHotels() });
  const renders: number[] = [];
  const sorts: number[] = [];
  const starFilters: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let answeredAt = 0;
    await page.route('**/api/hotels/search', async (route) => {
      answeredAt = Date.now();
      await route.fulfill({ status: 200, contentType: 'application/json', body });
    });
    await page.goto(`${base}/hotels/results/BOG/2030-03-04/2030-03-06/1/2`);
    await page
      .locator('article')
      .nth(HOTELS - 1)
      .waitFor({ state: 'attached' });
    renders.push(Date.now() - answeredAt);

    sorts.push(await page.evaluate<number>(timeSelectChange('select', 'desc', 'firstHotel')));
    starFilters.push(await page.evaluate<number>(timeSelectChange('select', '5', 'count')));
    await page.close();
  }
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`| Web, ${HOTELS} hotel cards (median of ${RUNS}, Chromium) | time |\n|---|---:|`);
  console.log(`| search answer → ${HOTELS} cards in the page | ${ms(median(renders))} |`);
  console.log(`| re-sort by price (desc) | ${ms(median(sorts))} |`);
  console.log(`| star filter (5 stars) | ${ms(median(starFilters))} |`);
} finally {
  await bench.close();
}
