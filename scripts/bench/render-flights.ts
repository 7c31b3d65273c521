/**
 * Renders 300 itinerary cards on the one-way flight results page in Chromium and times it: from the
 * search answer to 300 cards in the page, then a re-sort, a stops filter and clearing it, on the full
 * list, for a visitor and for a signed-in traveller (policy indicator on every card). Needs
 * `npm run build` first and Debian's Chromium at /usr/bin/chromium. The 300 itineraries are clones of
 * one real answer of the API's search (the supplier's own shapes), with their own ids, prices and
 * departure times, fulfilled as a fixed answer so that only the browser's work is measured; carrier
 * logos are answered with a blank image. `npm run bench:render-flights`.
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { type FlightResult, flightSearchResponseSchema } from '@travesia/domain';
import { median, startRenderBench } from './render-harness';

const ITINERARIES = 300;
const RUNS = 5;
const port = 3470;
/** A demo traveller of Andes Energía, whose company has flight policies (apps/api/src/seed). */
const TRAVELLER = { email: 'viajero@andesenergia.co', password: 'Travesia2026!' };
/** 1×1 transparent PNG for the carrier logos of images.kiwi.com. */
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const departureDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const searchRequest = {
  origin: 'BOG',
  destination: 'MAD',
  departureDate,
  passengers: { adults: 1, children: 0, infants: 0 },
  cabin: 'Y',
  nonStop: false,
  bags: { hand: 1, hold: 0 },
};
const resultsPath = `/shop/flights/results/oneway/BOG/MAD/${departureDate}/1/0/0?nonStop=false`;

/** One real search answer of the running API. */
async function realResults(): Promise<FlightResult[]> {
  const response = await fetch(`${base}/api/flights/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(searchRequest),
  });
  if (!response.ok) throw new Error(`flight search: ${response.status} ${await response.text()}`);
  const { results } = flightSearchResponseSchema.parse(await response.json());
  if (results.length === 0) throw new Error('the flight search found nothing to clone');
  return results;
}

const shifted = (iso: string, minutes: number) =>
  new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();

/**
 * ITINERARIES clones of the real results: distinct ids and booking tokens, a price raised by up to
 * COP 499 000 and every time moved by up to ±3 h (same day), so that price, duration and departure
 * sort the list differently.
 */
function cloneResults(real: readonly FlightResult[]): FlightResult[] {
  return Array.from({ length: ITINERARIES }, (_, index) => {
    const source = real[index % real.length] as FlightResult;
    const extra = ((index * 7919) % 500) * 1000;
    const minutes = ((index * 53) % 361) - 180;
    const clone = structuredClone(source);
    return {
      ...clone,
      id: `${source.id}~${index}`,
      booking_token: `${source.booking_token}~${index}`,
      price: source.price + extra,
      conversion: { ...clone.conversion, COP: clone.conversion.COP + extra },
      fare: { ...clone.fare, adults: clone.fare.adults + extra },
      local_departure: shifted(clone.local_departure, minutes),
      utc_departure: shifted(clone.utc_departure, minutes),
      local_arrival: shifted(clone.local_arrival, minutes),
      utc_arrival: shifted(clone.utc_arrival, minutes),
      route: clone.route.map((segment) => ({
        ...segment,
        id: `${segment.id}~${index}`,
        local_departure: shifted(segment.local_departure, minutes),
        utc_departure: shifted(segment.utc_departure, minutes),
        local_arrival: shifted(segment.local_arrival, minutes),
        utc_arrival: shifted(segment.utc_arrival, minutes),
      })),
      fareFamilies: clone.fareFamilies.map((family) => ({
        ...family,
        price: family.price + extra,
        fare: { ...family.fare, adults: family.fare.adults + extra },
      })),
    };
  });
}

/**
 * Browser-side timing of one change until the list shows it and the next frame is painted, as source
 * text: tsx would wrap a function literal in helpers the page does not have. `act` is a statement run
 * against the filters panel (`panel`).
 */
function timeChange(act: string, watch: 'firstCard' | 'count'): string {
  return `(async () => {
    const panel = document.querySelector('.flight-filters');
    if (!panel) return Number.NaN;
    const read = ${JSON.stringify(watch)} === 'count'
      ? () => document.querySelectorAll('article').length
      : () => document.querySelector('article')?.textContent;
    const before = read();
    const started = performance.now();
    ${act}
    while (read() === before) await new Promise(requestAnimationFrame);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - started;
  })()`;
}

const chooseSort = (value: string) => `{
    const select = panel.querySelector('select');
    select.value = ${JSON.stringify(value)};
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }`;
const toggleCheck = (label: string) => `{
    const check = [...panel.querySelectorAll('label.flight-filters__check')]
      .find((element) => element.textContent.trim() === ${JSON.stringify(label)});
    check.querySelector('input').click();
  }`;

/** A browser context that holds the traveller's session (signed in through the login form once). */
async function signedInState(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(TRAVELLER.email);
  await page.getByRole('textbox', { name: 'Contraseña' }).fill(TRAVELLER.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // Polled from here: the app's Content-Security-Policy forbids waitForFunction's string predicate.
  while ((await page.evaluate<string | null>('localStorage.getItem("user-data")')) === null) {
    await page.waitForTimeout(100);
  }
  const state = await context.storageState();
  await context.close();
  return state;
}

interface Timings {
  render: number[];
  sortDeparture: number[];
  sortDuration: number[];
  filterDirect: number[];
  clearFilter: number[];
}

async function measure(newContext: () => Promise<BrowserContext>, body: string): Promise<Timings> {
  const timings: Timings = {
    render: [],
    sortDeparture: [],
    sortDuration: [],
    filterDirect: [],
    clearFilter: [],
  };
  for (let run = 0; run < RUNS; run++) {
    const context = await newContext();
    await context.route('https://images.kiwi.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }),
    );
    const page = await context.newPage();
    let answeredAt = 0;
    await page.route('**/api/flights/search', async (route) => {
      answeredAt = Date.now();
      await route.fulfill({ status: 200, contentType: 'application/json', body });
    });
    await page.goto(`${base}${resultsPath}`);
    await page
      .locator('article')
      .nth(ITINERARIES - 1)
      .waitFor({ state: 'attached' });
    timings.render.push(Date.now() - answeredAt);
    // Lets the airport names and the policy rules settle before the interactions.
    await page.waitForLoadState('networkidle');

    timings.sortDeparture.push(await page.evaluate<number>(timeChange(chooseSort('departure'), 'firstCard')));
    timings.sortDuration.push(await page.evaluate<number>(timeChange(chooseSort('duration'), 'firstCard')));
    timings.filterDirect.push(await page.evaluate<number>(timeChange(toggleCheck('Directo'), 'count')));
    timings.clearFilter.push(await page.evaluate<number>(timeChange(toggleCheck('Directo'), 'count')));
    if ((await page.locator('article').count()) !== ITINERARIES)
      throw new Error('the list did not come back');
    await context.close();
  }
  return timings;
}

const bench = await startRenderBench(port);
const { base, browser } = bench;
try {
  const results = cloneResults(await realResults());
  const body = JSON.stringify(flightSearchResponseSchema.parse({ results }));
  const viewport = { width: 1280, height: 900 };
  const visitor = await measure(() => browser.newContext({ viewport }), body);
  const storageState = await signedInState(browser);
  const signedIn = await measure(() => browser.newContext({ viewport, storageState }), body);

  const direct = results.filter((result) => result.route.length === 1).length;
  const ms = (values: number[]) => `${Math.round(median(values))} ms`;
  const row = (label: string, key: keyof Timings) =>
    console.log(`| ${label} | ${ms(visitor[key])} | ${ms(signedIn[key])} |`);
  console.log(
    `| Web, ${ITINERARIES} itinerary cards (median of ${RUNS}, Chromium) | visitor | signed in (policy) |\n|---|---:|---:|`,
  );
  row(`search answer → ${ITINERARIES} cards in the page`, 'render');
  row('re-sort by departure time (from price)', 'sortDeparture');
  row('re-sort by duration', 'sortDuration');
  row(`stops filter 'Directo' (${ITINERARIES} → ${direct} cards)`, 'filterDirect');
  row(`clear that filter (${direct} → ${ITINERARIES} cards)`, 'clearFilter');
} finally {
  await bench.close();
}
