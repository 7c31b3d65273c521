/** Chart.js and the reports' drawing code, downloaded with the first chart rather than with the page. */
export const loadChartCanvas = () => import('./chart-canvas');
