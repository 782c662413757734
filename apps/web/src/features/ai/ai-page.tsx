import { Code2, History, LayoutTemplate, ScanSearch } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AgentsHeader } from './components/agents-header';
import { AnalysisTab } from './components/analysis-tab';
import { CodeGenerationTab } from './components/code-generation-tab';
import { HistoryTab } from './components/history-tab';
import { UiGenerationTab } from './components/ui-generation-tab';

const TITLE = 'AI Development Dashboard';

// Every tab stays mounted, so a prompt, a result or pasted code survives a look at another tab.
const tabContent = 'data-[state=inactive]:hidden';

/** spec 02 §2 "AI Development Dashboard". */
export function AiPage() {
  useDocumentTitle(TITLE);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={TITLE}
        description="Generate code and UI components, analyze code, and look back at your requests."
      />
      <AgentsHeader />
      <Tabs defaultValue="code">
        {/* Two rows of two on a phone, so all four tabs show without a sideways scroll. */}
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-auto">
          <TabsTrigger value="code">
            <Code2 aria-hidden />
            Code Generation
          </TabsTrigger>
          <TabsTrigger value="ui">
            <LayoutTemplate aria-hidden />
            UI Generation
          </TabsTrigger>
          <TabsTrigger value="analysis">
            <ScanSearch aria-hidden />
            Analysis
          </TabsTrigger>
          <TabsTrigger value="history">
            <History aria-hidden />
            History
          </TabsTrigger>
        </TabsList>
        <TabsContent value="code" forceMount className={tabContent}>
          <CodeGenerationTab />
        </TabsContent>
        <TabsContent value="ui" forceMount className={tabContent}>
          <UiGenerationTab />
        </TabsContent>
        <TabsContent value="analysis" forceMount className={tabContent}>
          <AnalysisTab />
        </TabsContent>
        <TabsContent value="history" forceMount className={tabContent}>
          <HistoryTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
