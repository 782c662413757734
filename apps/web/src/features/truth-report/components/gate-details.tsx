import {
  GATE_LABELS,
  type GateKey,
  type TruthReport,
} from '@appforge/shared/contracts/truth-report';
import { Badge } from '@/components/ui/badge';
import { gateFigures } from '../lib/gate-figures';
import { checkRows, failuresFirst } from '../lib/gate-lists';
import { FigureList } from './figure-list';
import { DetailList, DetailRow, ReleaseNoteList, ScreenDiffList } from './report-lists';

const Code = ({ children }: { children: string }) => (
  <code className="font-mono text-xs break-all text-foreground">{children}</code>
);

function TestCases({ gate }: { gate: TruthReport['tests'] }) {
  return (
    <DetailList title="Test cases" empty="No test ran.">
      {failuresFirst(gate.cases).map((testCase, index) => (
        <DetailRow
          key={`${testCase.suite}-${testCase.name}-${index}`}
          ok={testCase.passed}
          badge={<Badge tone="outline">{testCase.suite}</Badge>}
        >
          <span className="text-foreground">{testCase.name}</span>
          {testCase.message ? (
            <p className="mt-0.5 text-xs text-red-300">{testCase.message}</p>
          ) : null}
        </DetailRow>
      ))}
    </DetailList>
  );
}

function StaticChecks({ gate }: { gate: TruthReport['staticAnalysis'] }) {
  return (
    <>
      <DetailList title="Checks" empty="No check ran.">
        {checkRows(gate.checks).map((row) => (
          <DetailRow
            key={row.name}
            ok={row.ok}
            badge={<span className="text-xs text-muted">{row.text}</span>}
          >
            <Code>{row.name}</Code>
          </DetailRow>
        ))}
      </DetailList>
      <DetailList title="Problems" empty="No problems found.">
        {gate.problems.map((problem, index) => (
          <DetailRow key={`${problem.file}:${problem.line}:${index}`} ok={false}>
            <Code>{`${problem.file}:${problem.line}`}</Code>
            <span className="text-muted"> · {problem.check}</span>
            <p className="mt-0.5 text-xs text-muted">{problem.message}</p>
          </DetailRow>
        ))}
      </DetailList>
    </>
  );
}

function SecurityFindings({ gate }: { gate: TruthReport['security'] }) {
  return (
    <DetailList title="Findings" empty="Nothing found.">
      {gate.findings.map((finding, index) => (
        <DetailRow
          key={`${finding.file}:${finding.line}:${index}`}
          ok={false}
          badge={<Badge tone="destructive">{finding.kind}</Badge>}
        >
          <Code>{`${finding.file}:${finding.line}`}</Code>
          <p className="mt-0.5 text-xs text-muted">{finding.detail}</p>
        </DetailRow>
      ))}
    </DetailList>
  );
}

function ApiCalls({ gate }: { gate: TruthReport['apiContracts'] }) {
  return (
    <>
      <DetailList title="Frontend calls" empty="The frontend makes no API call.">
        {gate.calls.map((call) => (
          <DetailRow
            key={`${call.method} ${call.path}`}
            ok={call.served}
            badge={
              <Badge tone={call.served ? 'success' : 'destructive'}>
                {call.served ? 'Served' : 'Not served'}
              </Badge>
            }
          >
            <Code>{`${call.method} ${call.path}`}</Code>
          </DetailRow>
        ))}
      </DetailList>
      <DetailList title="Schema changes" empty="No change since the previous version.">
        {gate.changes.map((change) => (
          <DetailRow key={change}>{change}</DetailRow>
        ))}
      </DetailList>
    </>
  );
}

/** The lists behind a gate's figures, for the gates that have them. */
function GateLists({ report, gate }: { report: TruthReport; gate: GateKey }) {
  switch (gate) {
    case 'tests':
      return <TestCases gate={report.tests} />;
    case 'staticAnalysis':
      return <StaticChecks gate={report.staticAnalysis} />;
    case 'security':
      return <SecurityFindings gate={report.security} />;
    case 'apiContracts':
      return <ApiCalls gate={report.apiContracts} />;
    case 'visualRegression':
      return <ScreenDiffList gate={report.visualRegression} />;
    case 'storeAutomation':
      return <ReleaseNoteList gate={report.storeAutomation} />;
    default:
      return null;
  }
}

/** What one gate found: its figures, then the lists behind them. */
export function GateDetails({ report, gate }: { report: TruthReport; gate: GateKey }) {
  return (
    <div className="flex flex-col gap-4">
      <FigureList figures={gateFigures(report, gate)} label={`${GATE_LABELS[gate]} figures`} />
      <GateLists report={report} gate={gate} />
    </div>
  );
}
