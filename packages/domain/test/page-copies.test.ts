import { describe, expect, it } from 'vitest';
import { pageCopiesOf, SERVER_DRAWN_PAGE_NAMES } from '../src/server-drawn-pages/page-copies';

const drawn = () => ({ head: '', body: '<p>Hoteles en Bogotá</p>' });

describe('the module of page copies the API loads from the web build (decision 032)', () => {
  it('is taken when it exports a renderer for every page the API draws', () => {
    const module = { pageCopies: Object.fromEntries(SERVER_DRAWN_PAGE_NAMES.map((name) => [name, drawn])) };
    expect(pageCopiesOf(module)['hotel-results']).toBe(drawn);
  });

  it('is refused, saying what it lacks, when it does not match', () => {
    expect(() => pageCopiesOf(null)).toThrow('page-copies.mjs does not export pageCopies');
    expect(() => pageCopiesOf({ default: {} })).toThrow('does not export pageCopies');
    expect(() => pageCopiesOf({ pageCopies: {} })).toThrow('has no renderer for hotel-results');
    expect(() => pageCopiesOf({ pageCopies: { 'hotel-results': '<p></p>' } })).toThrow(/hotel-results/);
  });
});
