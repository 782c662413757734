import {
  Check,
  Copy,
  DollarSign,
  Lightbulb,
  Mail,
  Percent,
  Share2,
  TrendingUp,
  Users,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { StatCard } from '@/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatPercent, formatUsd } from '@/lib/format';
import { REFERRAL_CODE } from '@/lib/referral';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import {
  AFFILIATE_LINKS,
  AFFILIATE_SAMPLE,
  AFFILIATE_TIPS,
  monthlyCommission,
} from '../data/affiliate-sample';

const linkFor = (path: string) => `${window.location.origin}${path}?ref=${REFERRAL_CODE}`;

function CopyLink({ url }: { url: string }) {
  const { copied, copyOrExplain } = useCopyToClipboard();
  return (
    <div className="flex items-center gap-2">
      <code className="min-w-0 flex-1 truncate rounded-control border border-border bg-slate-950 px-3 py-2 font-mono text-xs text-slate-300">
        {url}
      </code>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void copyOrExplain(url)}
        aria-label={`Copy ${url}`}
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </div>
  );
}

/** spec 01 §2 "Affiliate tab": hard-coded sample data, said so at the top. */
export function AffiliatePanel() {
  const { monthlyGoal, totalReferrals, payingCustomers, lifetimeEarnings, commissionRate } =
    AFFILIATE_SAMPLE;
  const monthly = monthlyCommission(payingCustomers);
  const perCustomer = monthlyCommission(1);
  const toGoal = Math.max(0, Math.ceil((monthlyGoal - monthly) / perCustomer));
  const mainLink = linkFor('/');
  return (
    <div className="flex flex-col gap-5">
      <p className="flex items-center gap-2 text-sm text-muted">
        <Badge tone="warning">Sample data</Badge>
        These figures illustrate the programme; no referrals are tracked yet.
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-4">
        <StatCard
          icon={DollarSign}
          label="Monthly earnings"
          value={formatUsd(monthly)}
          tint="success"
        />
        <StatCard icon={Users} label="Total referrals" value={totalReferrals} />
        <StatCard
          icon={Percent}
          label="Conversion rate"
          value={formatPercent(payingCustomers / totalReferrals)}
          tint="violet"
        />
        <StatCard
          icon={TrendingUp}
          label="Lifetime earnings"
          value={formatUsd(lifetimeEarnings)}
          tint="warning"
        />
      </div>
      <Card className="flex flex-col gap-2 p-4">
        <div className="flex items-center justify-between text-sm">
          <span className="text-foreground">Monthly goal</span>
          <span className="text-muted tabular-nums">
            {formatUsd(monthly)} of {formatUsd(monthlyGoal)}
          </span>
        </div>
        <Progress value={(monthly / monthlyGoal) * 100} aria-label="Monthly goal" />
      </Card>
      <Card className="flex flex-col gap-3 p-4">
        <h3 className="text-sm font-medium text-foreground">Your links</h3>
        <Tabs defaultValue="main">
          <TabsList>
            {AFFILIATE_LINKS.map((link) => (
              <TabsTrigger key={link.id} value={link.id}>
                {link.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {AFFILIATE_LINKS.map((link) => (
            <TabsContent key={link.id} value={link.id}>
              <CopyLink url={linkFor(link.path)} />
            </TabsContent>
          ))}
        </Tabs>
      </Card>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <Card className="flex flex-col gap-2 p-4">
          <h3 className="flex items-center gap-2 text-sm font-medium text-foreground">
            <Lightbulb aria-hidden className="size-4 text-amber-300" />
            Marketing tips
          </h3>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-slate-300">
            {AFFILIATE_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Card>
        <Card className="flex flex-col gap-2 p-4">
          <h3 className="text-sm font-medium text-foreground">Insights</h3>
          <ul className="flex flex-col gap-1.5 text-sm text-slate-300">
            <li>
              Each paying customer earns {formatUsd(perCustomer)} a month (
              {formatPercent(commissionRate)} recurring).
            </li>
            <li>
              {toGoal === 0
                ? 'The monthly goal is reached.'
                : `${toGoal} more paying customers reach the ${formatUsd(monthlyGoal)} goal.`}
            </li>
          </ul>
        </Card>
      </div>
      <Card className="flex flex-col gap-3 p-4">
        <h3 className="text-sm font-medium text-foreground">Quick actions</h3>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <a
              href={`mailto:?subject=${encodeURIComponent('Build mobile apps by chatting')}&body=${encodeURIComponent(mainLink)}`}
            >
              <Mail aria-hidden />
              Share by email
            </a>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a
              href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(`Describe an app, get the code: ${mainLink}`)}`}
              target="_blank"
              rel="noreferrer"
            >
              <Share2 aria-hidden />
              Share on X
            </a>
          </Button>
        </div>
      </Card>
      <Card className="flex flex-col gap-3 p-4">
        <h3 className="text-sm font-medium text-foreground">Revenue projection</h3>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-muted">
              <th className="py-1 font-normal">Paying customers</th>
              <th className="py-1 font-normal">Per month</th>
              <th className="py-1 font-normal">Per year</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {[10, 25, 50, 100].map((customers) => (
              <tr key={customers} className="border-t border-border">
                <td className="py-1.5">{customers}</td>
                <td className="py-1.5">{formatUsd(monthlyCommission(customers))}</td>
                <td className="py-1.5">{formatUsd(monthlyCommission(customers) * 12)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
