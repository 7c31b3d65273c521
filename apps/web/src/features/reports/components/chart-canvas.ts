import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';

// Only what the reports draw: bars and doughnuts, their axes, legend and tooltip (tree-shaken by the bundler).
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
);

/** The brand's colours, in the order the series take them (primary, teal, accent, slate, amber). */
const PALETTE = ['#0b3c5d', '#0b7285', '#5fd3c9', '#3d5a80', '#e0a100'];

export interface ChartInput {
  type: 'bar' | 'doughnut';
  isHorizontal: boolean;
  labels: string[];
  datasets: { label: string; data: (number | null)[] }[];
  /** A value as the tooltip shows it, and shortened for an axis. */
  format: (value: number) => string;
  formatAxis: (value: number) => string;
}

export type DrawnChart = Pick<Chart, 'destroy'>;

/** Draws one report chart into the canvas; Chart.js sizes it to its container. */
export function drawChart(canvas: HTMLCanvasElement, input: ChartInput): DrawnChart {
  const isDoughnut = input.type === 'doughnut';
  const valueAxis = input.isHorizontal ? 'x' : 'y';
  return new Chart(canvas, {
    type: input.type,
    data: {
      labels: input.labels,
      datasets: input.datasets.map((dataset, index) => ({
        label: dataset.label,
        data: dataset.data,
        backgroundColor: isDoughnut ? PALETTE : PALETTE[index % PALETTE.length],
        borderRadius: isDoughnut ? 0 : 4,
        maxBarThickness: 28,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      locale: 'es-CO',
      indexAxis: input.isHorizontal ? 'y' : 'x',
      plugins: {
        legend: { display: isDoughnut || input.datasets.length > 1, position: 'bottom' },
        tooltip: {
          callbacks: {
            label: (item) => `${item.dataset.label ?? ''}: ${input.format(Number(item.raw))}`,
          },
        },
      },
      scales: isDoughnut
        ? {}
        : {
            [valueAxis]: {
              beginAtZero: true,
              ticks: { callback: (value) => input.formatAxis(Number(value)) },
            },
            [input.isHorizontal ? 'y' : 'x']: {
              ticks: { autoSkip: false, font: { size: 11 } },
              grid: { display: false },
            },
          },
    },
  });
}
