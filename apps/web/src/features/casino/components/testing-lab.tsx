import { FlaskConical, Gauge, ShieldAlert, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Progress } from '@/components/ui/progress';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { formatNumber } from '@/lib/format';
import type { useRtpSimulation } from '../hooks/use-rtp-simulation';
import { FULL_PLAN } from '../lib/simulation';
import { RtpResults } from './rtp-results';

/** Fixed sample pass rates (spec 02 §2): they are not measured here, and say so. */
const SAMPLE_PASS_RATES = [
  ['Unit tests', '98.2%'],
  ['Integration', '95.6%'],
  ['Load', '91.4%'],
  ['Security', '99.1%'],
] as const;

function InertButton({ label, icon: Icon }: { label: string; icon: typeof Gauge }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="outline" aria-disabled="true" onClick={() => undefined}>
          <Icon aria-hidden />
          {label}
        </Button>
      </TooltipTrigger>
      <TooltipContent>Coming soon</TooltipContent>
    </Tooltip>
  );
}

/** spec 02 §2 "Testing Lab"; Run All Tests plays the demo games' rules millions of times in a worker. */
export function TestingLab({ simulation }: { simulation: ReturnType<typeof useRtpSimulation> }) {
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-medium">Pass rates</h3>
          <Badge tone="warning">Sample data</Badge>
        </div>
        <ul className="flex flex-wrap gap-2">
          {SAMPLE_PASS_RATES.map(([name, rate]) => (
            <li key={name}>
              <Badge tone="success">
                {name}: {rate}
              </Badge>
            </li>
          ))}
        </ul>
      </Card>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => simulation.run()} disabled={simulation.running}>
          <FlaskConical aria-hidden />
          {simulation.running ? 'Running…' : 'Run All Tests'}
        </Button>
        <InertButton label="Load Test" icon={Gauge} />
        <InertButton label="Stress Test" icon={ShieldAlert} />
        <InertButton label="User Acceptance Test" icon={Users} />
      </div>
      <Card className="flex flex-col gap-3 p-4">
        <h3 className="text-lg font-medium">Return to player: measured against theory</h3>
        <p className="text-sm text-muted">
          Run All Tests plays {formatNumber(FULL_PLAN.slotSpins)} slot spins and{' '}
          {formatNumber(FULL_PLAN.rouletteRounds)} roulette rounds with the demo games’ own rules
          and unbiased random numbers, in a background worker.
        </p>
        {simulation.running || simulation.results ? (
          <div className="flex items-center gap-2">
            <Progress
              value={simulation.progress * 100}
              aria-label="Simulation progress"
              className="flex-1"
            />
            <span className="w-12 text-right text-xs text-muted tabular-nums">
              {Math.round(simulation.progress * 100)}%
            </span>
          </div>
        ) : null}
        {simulation.error ? (
          <ErrorState
            title="The simulation stopped"
            error={new Error(simulation.error)}
            onRetry={() => simulation.run()}
          />
        ) : null}
        {simulation.results ? <RtpResults results={simulation.results} ms={simulation.ms} /> : null}
      </Card>
    </div>
  );
}
