import {
  CheckCircle2,
  Cpu,
  Globe,
  KeyRound,
  Monitor,
  Server,
  Smartphone,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAutonomousStatus } from '../api/get-autonomous-status';

/**
 * spec 01 §2 "Autonomous tab": the capability grid lists websites, mobile apps, desktop apps, tools
 * and APIs; each says honestly what this platform generates today.
 */
const CAPABILITIES: { name: string; icon: LucideIcon; available: boolean; detail: string }[] = [
  {
    name: 'Websites',
    icon: Globe,
    available: true,
    detail: 'Every app also runs on the web (react-native-web), as in the preview',
  },
  {
    name: 'Mobile apps',
    icon: Smartphone,
    available: true,
    detail: 'Expo / React Native for iOS and Android',
  },
  { name: 'Desktop apps', icon: Monitor, available: false, detail: 'Not generated yet' },
  { name: 'Tools', icon: Wrench, available: false, detail: 'Not generated yet' },
  {
    name: 'APIs',
    icon: Server,
    available: true,
    detail: 'A Fastify TypeScript backend with validated routes',
  },
];

const PROMISES = [
  'Every generation is checked by a full build before you see it; build errors are reported with file and line',
  'Follow-up messages change the current app, and only the files that change are rewritten',
  'Every version is kept: compare it with the one before, or restore it',
  'Generated code never runs on the server, only in your browser’s sandboxed preview',
  'Works without an API key or internet; a language model is used when one is configured',
];

function Figure({
  icon: Icon,
  label,
  value,
  good,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  good: boolean;
}) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <Icon aria-hidden className={good ? 'size-5 text-emerald-400' : 'size-5 text-amber-400'} />
      <div>
        <p className="text-xs text-muted">{label}</p>
        <p className="text-base font-medium text-foreground">{value}</p>
      </div>
    </Card>
  );
}

export function AutonomousPanel() {
  const status = useAutonomousStatus();
  if (status.error)
    return (
      <ErrorState
        title="Could not load the autonomous status"
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  if (!status.data)
    return <Skeleton className="h-48 w-full" aria-label="Loading the autonomous status" />;
  const { setupComplete, autonomousMode, generationLimits, secretsConfigured } = status.data;
  return (
    <div className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure
          icon={CheckCircle2}
          label="Setup status"
          value={setupComplete ? 'Complete' : 'In Progress'}
          good={setupComplete}
        />
        <Figure
          icon={Zap}
          label="Autonomous mode"
          value={autonomousMode ? 'Active' : 'Inactive'}
          good={autonomousMode}
        />
        <Figure
          icon={Cpu}
          label="Generation limits"
          value={generationLimits || 'Limited'}
          good={generationLimits === 'unlimited'}
        />
      </div>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-foreground">Auto-configured secrets</h3>
        {secretsConfigured.length === 0 ? (
          <p className="text-sm text-muted">No secrets are configured.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {secretsConfigured.map((name) => (
              <li key={name}>
                <Badge tone="outline">
                  <KeyRound aria-hidden className="size-3" />
                  {name.replaceAll('_', ' ')}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-foreground">What it builds</h3>
        <ul
          className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3"
          aria-label="Capabilities"
        >
          {CAPABILITIES.map(({ name, icon: Icon, available, detail }) => (
            <li
              key={name}
              className="flex items-start gap-3 rounded-control border border-border bg-surface p-3"
            >
              <Icon aria-hidden className="mt-0.5 size-4 text-cyan-300" />
              <div className="min-w-0">
                <p className="flex items-center gap-2 text-sm text-foreground">
                  {name}
                  <Badge tone={available ? 'success' : 'neutral'}>
                    {available ? 'Available' : 'Not yet'}
                  </Badge>
                </p>
                <p className="text-xs text-muted">{detail}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-foreground">Our promise</h3>
        <ul className="flex flex-col gap-1.5">
          {PROMISES.map((promise) => (
            <li key={promise} className="flex items-start gap-2 text-sm text-slate-300">
              <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-400" />
              {promise}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
