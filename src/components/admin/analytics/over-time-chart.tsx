import { analyticsCopy as copy } from '@/content/admin-analytics';
import type { ReportRow } from '@/server/analytics/report';

type Point = ReportRow & { at: string; label: string };

// Two drawings of the same figures: one for a wide screen, one that fits a phone with fewer, larger labels (a wide
// one scaled down to 360 px made its labels unreadable; scrolled sideways, it showed half the range as if that were
// all of it).
const WIDE = { width: 960, height: 240, fontSize: 11, labels: 8 };
const NARROW = { width: 360, height: 200, fontSize: 12, labels: 4 };
type Layout = typeof WIDE;
const PAD = { top: 12, right: 8, bottom: 24, left: 36 };

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the highest value. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].map((step) => step * power).find((top) => top >= value) ?? value);
}

function ChartDrawing({ points, title, layout, className }: { points: Point[]; title: string; layout: Layout; className: string }) {
  const { width, height, fontSize } = layout;
  const top = niceMax(Math.max(0, ...points.map((point) => Math.max(point.visitors, point.pageviews))));
  const innerWidth = width - PAD.left - PAD.right;
  const innerHeight = height - PAD.top - PAD.bottom;
  const slot = innerWidth / Math.max(1, points.length);
  const y = (value: number) => PAD.top + innerHeight - (value / top) * innerHeight;
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const labelEvery = Math.max(1, Math.ceil(points.length / layout.labels));
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)} ${y(point.pageviews).toFixed(1)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} className={`h-auto w-full text-muted-foreground ${className}`}>
      {[0, 0.5, 1].map((share) => (
        <g key={share}>
          <line x1={PAD.left} x2={width - PAD.right} y1={y(top * share)} y2={y(top * share)} stroke="var(--border)" strokeDasharray={share === 0 ? undefined : '3 4'} />
          <text x={PAD.left - 6} y={y(top * share) + 4} textAnchor="end" fontSize={fontSize} fill="currentColor">{Math.round(top * share).toLocaleString('en-GB')}</text>
        </g>
      ))}
      {points.map((point, index) => (
        <g key={point.at}>
          <rect x={x(index) - Math.max(1, slot * 0.32)} width={Math.max(2, slot * 0.64)} y={y(point.visitors)} height={Math.max(0, y(0) - y(point.visitors))} rx={Math.min(3, slot * 0.2)} fill="var(--primary)" opacity="0.85">
            <title>{`${point.label}: ${point.visitors} ${copy.chartLegend.visitors.toLowerCase()}, ${point.pageviews} ${copy.chartLegend.pageviews.toLowerCase()}`}</title>
          </rect>
          {index % labelEvery === 0 && (
            <text x={x(index)} y={height - 6} textAnchor={index === 0 ? 'start' : 'middle'} fontSize={fontSize} fill="currentColor">{point.label}</text>
          )}
        </g>
      ))}
      {points.length > 1 && <path d={line} fill="none" stroke="var(--accent)" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />}
    </svg>
  );
}

/**
 * Visitors (bars) and page views (line) per day or hour, drawn on the server as SVG: no chart library, nothing to load.
 * The figures are in a table under it for screen readers and for anyone who wants the numbers.
 */
export function OverTimeChart({ points, title }: { points: Point[]; title: string }) {
  return (
    <div className="grid gap-3">
      <figure className="grid gap-3">
        <ChartDrawing points={points} title={title} layout={NARROW} className="sm:hidden" />
        <ChartDrawing points={points} title={title} layout={WIDE} className="hidden sm:block" />
        <figcaption className="flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-2"><span aria-hidden className="size-3 rounded-sm bg-primary" />{copy.chartLegend.visitors}</span>
          <span className="inline-flex items-center gap-2"><span aria-hidden className="h-0.5 w-4 rounded bg-accent" />{copy.chartLegend.pageviews}</span>
        </figcaption>
      </figure>
      <details className="text-sm">
        <summary className="w-fit cursor-pointer rounded-md font-medium text-primary">{copy.chartTable}</summary>
        <div className="mt-2 max-h-72 overflow-auto rounded-lg border border-border">
          <table className="w-full text-left">
            <thead className="sticky top-0 bg-surface text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{copy.columns.when}</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">{copy.columns.visitors}</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">{copy.columns.pageviews}</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">{copy.columns.conversions}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.at} className="border-t border-border">
                  <th scope="row" className="px-3 py-1.5 font-normal">{point.label}</th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{point.visitors}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{point.pageviews}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{point.conversions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
