import type { MediaStats } from '@appforge/shared/contracts/media';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatNumber, formatPercent } from '@/lib/format';
import { formatBytes, formatProcessingTime, formatRate } from '../lib/media-format';

const NOT_MEASURED = 'Not measured yet';

const SPLIT = [
  { key: 'images', label: 'Images' },
  { key: 'videos', label: 'Videos' },
  { key: 'documents', label: 'Documents' },
] as const;

function StorageSplit({ stats }: { stats: MediaStats }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Storage</CardTitle>
        <CardDescription>{formatBytes(stats.storageBytes)} used in all.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4">
          {SPLIT.map(({ key, label }) => {
            const bytes = stats.storageSplit[key];
            const share = stats.storageBytes > 0 ? bytes / stats.storageBytes : 0;
            return (
              <li key={key} className="flex flex-col gap-1.5">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="text-foreground">{label}</span>
                  <span className="text-muted tabular-nums">
                    {formatBytes(bytes)} · {formatPercent(share)}
                  </span>
                </div>
                <Progress
                  value={share * 100}
                  aria-label={`${label} share of storage`}
                  getValueLabel={() => `${formatPercent(share)} (${formatBytes(bytes)})`}
                />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function Metric({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div className="rounded-control border border-border p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-foreground tabular-nums">{value}</dd>
      {sub ? <dd className="mt-0.5 text-xs text-muted">{sub}</dd> : null}
    </div>
  );
}

/**
 * spec 02 §2 "Analytics": the storage split and the performance metrics, all measured from the
 * stored files and the requests served; the spec's 94% is shown only as the target.
 */
export function AnalyticsTab({ stats }: { stats: MediaStats }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <StorageSplit stats={stats} />
      <Card>
        <CardHeader>
          <CardTitle>Performance</CardTitle>
          <CardDescription>Measured from your files and the requests they served.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Metric
              label="Average processing time"
              value={
                stats.avgProcessingMs === null
                  ? NOT_MEASURED
                  : formatProcessingTime(stats.avgProcessingMs)
              }
              sub="Thumbnails, optimizing and watermarks"
            />
            <Metric
              label="Requests served (30 days)"
              value={formatNumber(stats.requests30d)}
              sub="Files and thumbnails"
            />
            <Metric
              label="Bandwidth saved"
              value={formatBytes(stats.bandwidthSavedBytes)}
              sub="By the optimized copies"
            />
            <Metric
              label="Optimization rate"
              value={
                stats.optimizationRate === null ? NOT_MEASURED : formatRate(stats.optimizationRate)
              }
              sub={`Target: ${stats.optimizationRateTarget}%`}
            />
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
