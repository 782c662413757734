import { GATE_LABELS, type TruthReport } from '@appforge/shared/contracts/truth-report';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  localizationFigures,
  storeAutomationFigures,
  supplyChainFigures,
  visualRegressionFigures,
} from '../lib/gate-figures';
import { FigureList } from './figure-list';
import { GateCard } from './gate-card';
import { ReleaseNoteList, ScreenDiffList } from './report-lists';

/** The report's downloads: the CycloneDX SBOM, the signature document and the signed export. */
function SupplyChainDownloads({ report }: { report: TruthReport }) {
  const { sbomGenerated, artifactsSigned } = report.supplyChain;
  const links = [
    { href: report.links.sbom, label: 'Download SBOM (CycloneDX JSON)', shown: sbomGenerated },
    { href: report.links.signature, label: 'Download signature', shown: artifactsSigned },
    { href: report.links.artifact, label: 'Download signed export (zip)', shown: artifactsSigned },
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {links
        .filter((link) => link.shown)
        .map((link) => (
          <Button key={link.label} asChild variant="outline" size="sm">
            <a href={link.href} download>
              <Download aria-hidden />
              {link.label}
            </a>
          </Button>
        ))}
    </div>
  );
}

/** Supply chain, visual regression, localization and accessibility, and store automation. */
export function AdvancedTab({ report }: { report: TruthReport }) {
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <GateCard title={GATE_LABELS.supplyChain} gate={report.supplyChain}>
        <FigureList figures={supplyChainFigures(report.supplyChain)} />
        <SupplyChainDownloads report={report} />
      </GateCard>
      <GateCard title={GATE_LABELS.visualRegression} gate={report.visualRegression}>
        <FigureList figures={visualRegressionFigures(report.visualRegression)} />
        <ScreenDiffList gate={report.visualRegression} />
      </GateCard>
      <GateCard title={GATE_LABELS.localizationA11y} gate={report.localizationA11y}>
        <FigureList figures={localizationFigures(report.localizationA11y)} />
      </GateCard>
      <GateCard title={GATE_LABELS.storeAutomation} gate={report.storeAutomation}>
        <FigureList figures={storeAutomationFigures(report.storeAutomation)} />
        <ReleaseNoteList gate={report.storeAutomation} />
      </GateCard>
    </div>
  );
}
