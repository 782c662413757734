import type { TruthReport } from '@appforge/shared/contracts/truth-report';
import {
  Activity,
  Coins,
  FlaskConical,
  History,
  ShieldCheck,
  Target,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { AreaTabList } from '@/components/ui/area-tab-list';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { tabIn } from '@/lib/address-tab';
import { TRUTH_REPORT_TABS, type TruthReportTab } from '../lib/truth-report-tabs';
import { AdvancedTab } from './advanced-tab';
import { FinOpsTab } from './finops-tab';
import { HistoryTab } from './history-tab';
import { KpisTab } from './kpis-tab';
import { PerformanceTab } from './performance-tab';
import { QualityGatesTab } from './quality-gates-tab';
import { NO_REPORT_TEXT } from './report-states';

const ICONS: Record<TruthReportTab, LucideIcon> = {
  kpis: Target,
  performance: Activity,
  gates: ShieldCheck,
  advanced: FlaskConical,
  finops: Coins,
  history: History,
};

export interface TruthReportTabsProps {
  tab: TruthReportTab;
  onTab: (tab: TruthReportTab) => void;
  /** The project the history is read for (null: the server's choice). */
  projectId: string | null;
  report: TruthReport | null;
}

function NeedsReport({
  report,
  children,
}: {
  report: TruthReport | null;
  children: (report: TruthReport) => ReactNode;
}) {
  return report ? children(report) : <p className="text-sm text-muted">{NO_REPORT_TEXT}</p>;
}

/** spec 02 §2: KPIs, Performance, Quality Gates, Advanced, FinOps and History. */
export function TruthReportTabs({ tab, onTab, projectId, report }: TruthReportTabsProps) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTab(tabIn(TRUTH_REPORT_TABS, value))}>
      <AreaTabList
        tabs={TRUTH_REPORT_TABS}
        icons={ICONS}
        label="Truth report sections"
        phoneColumns={2}
      />
      <TabsContent value="kpis">
        <KpisTab />
      </TabsContent>
      <TabsContent value="performance">
        <PerformanceTab report={report} />
      </TabsContent>
      <TabsContent value="gates">
        <NeedsReport report={report}>{(shown) => <QualityGatesTab report={shown} />}</NeedsReport>
      </TabsContent>
      <TabsContent value="advanced">
        <NeedsReport report={report}>{(shown) => <AdvancedTab report={shown} />}</NeedsReport>
      </TabsContent>
      <TabsContent value="finops">
        <NeedsReport report={report}>{(shown) => <FinOpsTab gate={shown.finOps} />}</NeedsReport>
      </TabsContent>
      <TabsContent value="history">
        <HistoryTab projectId={projectId} />
      </TabsContent>
    </Tabs>
  );
}
