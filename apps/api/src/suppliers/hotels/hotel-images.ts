/** The built-in hotels' pictures: drawn here, named by their URL, which both hotel adapters hand out. */
export const IMAGE_SCENES = ['fachada', 'habitacion', 'piscina', 'lobby', 'restaurante'] as const;
export type ImageScene = (typeof IMAGE_SCENES)[number];

interface Palette {
  sky: string;
  wall: string;
  accent: string;
  dark: string;
  light: string;
}

const PALETTES: Palette[] = [
  { sky: '#cfe8f7', wall: '#f3e3c3', accent: '#c8553d', dark: '#2d3142', light: '#fffaf0' },
  { sky: '#f9d9c4', wall: '#e8eef2', accent: '#2a9d8f', dark: '#264653', light: '#ffffff' },
  { sky: '#dfe7fd', wall: '#f6f1e9', accent: '#6d597a', dark: '#355070', light: '#fdfcfb' },
  { sky: '#d8f3dc', wall: '#fefae0', accent: '#bc6c25', dark: '#283618', light: '#ffffff' },
  { sky: '#fde2e4', wall: '#eae4e9', accent: '#e76f51', dark: '#3d405b', light: '#fff8f0' },
  { sky: '#caf0f8', wall: '#f1faee', accent: '#1d3557', dark: '#14213d', light: '#ffffff' },
];
export const IMAGE_PALETTE_COUNT = PALETTES.length;

export function hotelImageUrl(scene: ImageScene, palette: number): string {
  return `/hotel-images/${scene}-${palette}.svg`;
}

const WIDTH = 800;
const HEIGHT = 533;

function windows(columns: number, rows: number, x: number, y: number, color: string): string {
  let out = '';
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      out += `<rect x="${x + column * 46}" y="${y + row * 52}" width="28" height="34" rx="3" fill="${color}"/>`;
    }
  }
  return out;
}

const SCENES: Record<ImageScene, (p: Palette) => string> = {
  fachada: (p) => `
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${p.sky}"/>
    <circle cx="660" cy="90" r="46" fill="${p.light}" opacity="0.8"/>
    <rect x="210" y="110" width="380" height="380" fill="${p.wall}"/>
    <rect x="210" y="100" width="380" height="22" fill="${p.accent}"/>
    ${windows(7, 5, 236, 140, p.dark)}
    <rect x="350" y="410" width="100" height="80" fill="${p.accent}"/>
    <rect x="320" y="396" width="160" height="16" rx="4" fill="${p.dark}"/>
    <rect x="60" y="250" width="130" height="240" fill="${p.dark}" opacity="0.25"/>
    <rect x="610" y="210" width="140" height="280" fill="${p.dark}" opacity="0.18"/>
    <rect y="490" width="${WIDTH}" height="43" fill="${p.dark}" opacity="0.35"/>`,
  habitacion: (p) => `
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${p.wall}"/>
    <rect y="380" width="${WIDTH}" height="153" fill="${p.dark}" opacity="0.2"/>
    <rect x="520" y="70" width="200" height="170" rx="6" fill="${p.sky}" stroke="${p.light}" stroke-width="10"/>
    <rect x="170" y="210" width="380" height="60" rx="10" fill="${p.accent}"/>
    <rect x="150" y="270" width="420" height="130" rx="14" fill="${p.light}"/>
    <rect x="150" y="330" width="420" height="70" rx="10" fill="${p.accent}" opacity="0.55"/>
    <rect x="190" y="240" width="110" height="50" rx="18" fill="${p.light}" stroke="${p.dark}" stroke-opacity="0.15"/>
    <rect x="320" y="240" width="110" height="50" rx="18" fill="${p.light}" stroke="${p.dark}" stroke-opacity="0.15"/>
    <rect x="600" y="300" width="80" height="100" rx="6" fill="${p.dark}" opacity="0.6"/>
    <circle cx="640" cy="280" r="22" fill="${p.accent}" opacity="0.8"/>`,
  piscina: (p) => `
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${p.sky}"/>
    <circle cx="130" cy="100" r="50" fill="${p.light}" opacity="0.9"/>
    <rect y="260" width="${WIDTH}" height="273" fill="${p.wall}"/>
    <path d="M120 330 H680 L740 470 H60 Z" fill="#4cc9f0" opacity="0.85"/>
    <path d="M140 380 q40 -14 80 0 t80 0 t80 0 t80 0 t80 0 t80 0" fill="none" stroke="${p.light}" stroke-width="6" opacity="0.7"/>
    <path d="M120 430 q40 -14 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" fill="none" stroke="${p.light}" stroke-width="6" opacity="0.6"/>
    <rect x="600" y="150" width="10" height="120" fill="${p.dark}"/>
    <path d="M530 160 Q605 90 680 160 Z" fill="${p.accent}"/>
    <rect x="40" y="250" width="150" height="22" rx="8" fill="${p.accent}"/>`,
  lobby: (p) => `
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${p.wall}"/>
    <rect y="400" width="${WIDTH}" height="133" fill="${p.dark}" opacity="0.3"/>
    <path d="M0 400 L800 400" stroke="${p.dark}" stroke-opacity="0.3" stroke-width="4"/>
    <rect x="80" y="60" width="90" height="340" fill="${p.light}"/>
    <rect x="630" y="60" width="90" height="340" fill="${p.light}"/>
    <rect x="260" y="300" width="280" height="100" rx="8" fill="${p.accent}"/>
    <rect x="250" y="290" width="300" height="18" rx="6" fill="${p.dark}"/>
    <circle cx="400" cy="110" r="40" fill="${p.accent}" opacity="0.35"/>
    <path d="M400 20 V70" stroke="${p.dark}" stroke-width="3"/>
    <rect x="300" y="180" width="200" height="60" rx="6" fill="${p.dark}" opacity="0.75"/>`,
  restaurante: (p) => `
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${p.wall}"/>
    <rect y="390" width="${WIDTH}" height="143" fill="${p.dark}" opacity="0.25"/>
    <rect x="60" y="70" width="680" height="150" rx="8" fill="${p.sky}" stroke="${p.light}" stroke-width="10"/>
    ${[140, 400, 660]
      .map(
        (x) => `<ellipse cx="${x}" cy="330" rx="95" ry="24" fill="${p.light}"/>
      <rect x="${x - 6}" y="330" width="12" height="90" fill="${p.dark}"/>
      <circle cx="${x - 30}" cy="318" r="12" fill="${p.accent}"/><circle cx="${x + 30}" cy="318" r="12" fill="${p.accent}"/>`,
      )
      .join('')}`,
};

const svgCache = new Map<string, string>();

/** A small illustration of one part of a hotel, in one of a few colour palettes. */
export function renderHotelImage(scene: ImageScene, palette: number): string {
  const key = `${scene}-${palette}`;
  let svg = svgCache.get(key);
  if (!svg) {
    const colours = PALETTES[palette % PALETTES.length] as Palette;
    svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img">${SCENES[scene](colours)}</svg>`;
    svgCache.set(key, svg);
  }
  return svg;
}
