/**
 * The money chart: bars by month, drawn by Chart.js on a canvas. Loaded on demand (MoneyView imports it
 * with React.lazy), so the library never weighs on the first load. Its colours are the design tokens
 * (src/styles/index.css) read when drawing, and again whenever the theme changes (<html data-theme>),
 * so light and dark both apply. The canvas is an image with a text alternative; the table beside it
 * holds the same figures for keyboard and screen-reader users.
 */
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { dollars } from '../lib/format';
import type { Series, Token } from './moneyFigures';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface MoneyChartProps {
  labels: string[];
  series: Series[];
  /** The canvas's text alternative. */
  label: string;
  /** Bars (money by month, the default) or lines (retention held over time). */
  kind?: 'bar' | 'line';
  /** The test id of the canvas. */
  testId?: string;
}

const compact = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', notation: 'compact', maximumFractionDigits: 1 });

function token(name: Token | '--fg' | '--border'): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888';
}

function config(labels: string[], series: Series[], kind: 'bar' | 'line'): ChartConfiguration<'bar' | 'line', number[], string> {
  return {
    type: kind,
    data: {
      labels,
      datasets: series.map((s) => ({
        label: s.label,
        data: s.values,
        backgroundColor: token(s.token),
        borderColor: token(s.token),
        borderDash: s.dashed ? [6, 4] : [],
        borderRadius: 3,
        maxBarThickness: 28,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // Drawn at once: a chart is read, not watched (and the page paints sooner).
      animation: false,
      plugins: {
        legend: { position: 'bottom', labels: { color: token('--fg'), boxWidth: 12 } },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${dollars(item.parsed.y ?? 0)}` } },
      },
      scales: {
        x: { ticks: { color: token('--fg-muted') }, grid: { display: false } },
        y: {
          beginAtZero: true,
          ticks: { color: token('--fg-muted'), callback: (value) => compact.format(Number(value) / 100) },
          grid: { color: token('--border') },
        },
      },
    },
    plugins: [
      {
        id: 'drawn',
        // The browser tests wait for this mark: the bars are on the canvas.
        afterRender: (chart) => {
          chart.canvas.dataset.drawn = 'true';
        },
      },
    ],
  };
}

export default function MoneyChart({ labels, series, label, kind = 'bar', testId = 'money-chart' }: MoneyChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, config(labels, series, kind));
    // Another theme: the same figures in its colours.
    const observer = new MutationObserver(() => {
      const next = config(labels, series, kind);
      chart.data.datasets.forEach((d, i) => {
        d.backgroundColor = next.data.datasets[i].backgroundColor;
        d.borderColor = next.data.datasets[i].borderColor;
      });
      chart.options = next.options!;
      chart.update();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [labels, series, kind]);
  return (
    <div className="relative h-72 w-full">
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testId}>
        {label}
      </canvas>
    </div>
  );
}
