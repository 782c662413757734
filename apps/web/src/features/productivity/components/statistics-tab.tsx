import {
  PRODUCTIVITY_SCORE_RULE,
  XP_PER_LEVEL,
  XP_RULE_LABELS,
  XP_RULES,
  type Profile,
} from '@appforge/shared/contracts/productivity';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatNumber } from '@/lib/format';
import {
  formatBuildTime,
  formatLines,
  formatMeasuredRate,
  formatRate,
} from '../lib/productivity-format';
import { ActivityCard } from './activity-card';

const XP_RULE_KEYS = Object.keys(XP_RULES) as (keyof typeof XP_RULES)[];

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

function Metric({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm font-medium text-foreground tabular-nums">{children}</dd>
    </div>
  );
}

function Metrics({ profile }: { profile: Profile }) {
  const { metrics, stats } = profile;
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Metric label="Average build time">{formatBuildTime(metrics.avgBuildTimeMs)}</Metric>
      <Metric label="Code generated">{formatLines(metrics.totalCodeGenerated)}</Metric>
      <Metric label="Bug-fix rate">{formatMeasuredRate(metrics.bugFixRate)}</Metric>
      <Metric label="Test coverage">
        {metrics.testCoverage === null ? (
          <>
            not measured yet —{' '}
            <Link to="/truth-report" className="text-primary underline-offset-2 hover:underline">
              run a Truth Report
            </Link>
          </>
        ) : (
          formatRate(metrics.testCoverage)
        )}
      </Metric>
      <Metric label="Projects">{formatNumber(stats.totalProjects)}</Metric>
      <Metric label="Total XP">{formatNumber(metrics.totalExperience)}</Metric>
    </dl>
  );
}

function ProductivityScore({ score }: { score: number }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-2xl font-semibold text-foreground tabular-nums">
        {score} <span className="text-sm font-normal text-muted">/ 100</span>
      </p>
      <Progress value={score} aria-label="Productivity score" />
      <p className="text-xs text-muted">{PRODUCTIVITY_SCORE_RULE}</p>
    </div>
  );
}

function XpRules() {
  return (
    <ul aria-label="How XP is earned" className="flex flex-col divide-y divide-border">
      {XP_RULE_KEYS.map((key) => (
        <li key={key} className="flex items-baseline justify-between gap-3 py-2 text-sm">
          <span className="min-w-0 text-slate-300">{XP_RULE_LABELS[key]}</span>
          <span className="shrink-0 font-medium text-foreground tabular-nums">
            +{XP_RULES[key]} XP
          </span>
        </li>
      ))}
    </ul>
  );
}

/** spec 02 §2 "Statistics": the profile's figures of §3, drawn per day and explained. */
export function StatisticsTab({ profile }: { profile: Profile }) {
  return (
    <div className="flex flex-col gap-4">
      <ActivityCard days={profile.activity} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Metrics">
          <Metrics profile={profile} />
        </Section>
        <Section title="Productivity score">
          <ProductivityScore score={profile.stats.productivityScore} />
        </Section>
      </div>
      <Section
        title="How XP is earned"
        description={`Reaching level L + 1 from level L takes ${XP_PER_LEVEL} × L XP.`}
      >
        <XpRules />
      </Section>
    </div>
  );
}
