import { AlertTriangle, Wrench } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useReportRuntimeError } from '../../api/report-runtime-error';
import { describeProblem, usePreviewMessages } from '../../hooks/use-preview-messages';
import { usePreviewStorage } from '../../hooks/use-preview-storage';
import { HOST_SOURCE } from '../../lib/preview-storage-messages';
import { PhoneFrame, type PhonePlatform } from './phone-frame';
import { PreviewConsole } from './preview-console';
import { PreviewQr } from './preview-qr';
import { PreviewScreen } from './preview-screen';
import { ResetAppData } from './reset-app-data';
import { SampleApp } from './sample-app';

export interface PreviewPanelProps {
  platform: PhonePlatform;
  /** spec 01 §2: "iOS Version" on the left, "Material Design" on the right. */
  label: string;
  projectId: string | null;
  /** The project's current version: its preview's runtime errors are reported once per version. */
  version: number | null;
  /** The preview page of this project and platform, with a key that changes with each new version; null before any code. */
  previewSrc: string | null;
  appName: string;
  connected: boolean;
  onFixIssue: (request: string) => void;
}

/**
 * One phone: its label, Live/Offline state and Reset app data, the live preview (or the sample),
 * its errors, QR code and console.
 */
export function PreviewPanel({
  platform,
  label,
  projectId,
  version,
  previewSrc,
  appName,
  connected,
  onFixIssue,
}: PreviewPanelProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const reportRuntimeError = useReportRuntimeError(projectId, version, platform);
  const status = usePreviewMessages(frameRef, previewSrc, (problem) =>
    reportRuntimeError(describeProblem(problem)),
  );
  const storage = usePreviewStorage({
    frame: frameRef,
    src: previewSrc,
    projectId,
    platform,
    report: status.report,
  });
  const [resetting, setResetting] = useState(false);
  const live = connected && previewSrc !== null && status.ready;
  const problem = status.problems.at(-1);
  const platformName = platform === 'ios' ? 'iOS' : 'Android';

  /** Android's back button: the preview's BackHandler (React Navigation goes back a screen). */
  const pressBack = () =>
    frameRef.current?.contentWindow?.postMessage(
      { source: HOST_SOURCE, type: 'hardware-back' },
      '*',
    );

  const resetAppData = async () => {
    // The frame goes away first, so its page cannot write again what is being cleared; it
    // loads anew once the data is gone.
    setResetting(true);
    status.restart();
    try {
      await storage.clear();
      status.report('info', 'App data reset: the app starts again as on a new phone.');
    } finally {
      setResetting(false);
    }
  };

  return (
    <section aria-label={label} className="flex w-[256px] shrink-0 flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-foreground">{label}</h2>
        <div className="flex items-center gap-1">
          <ResetAppData
            platformName={platformName}
            disabled={previewSrc === null || projectId === null}
            onReset={resetAppData}
          />
          <Badge
            tone={live ? 'success' : 'neutral'}
            aria-label={`${label}: ${live ? 'Live' : 'Offline'}`}
          >
            <span
              className={cn('size-1.5 rounded-full', live ? 'bg-emerald-400' : 'bg-slate-500')}
              aria-hidden
            />
            {live ? 'Live' : 'Offline'}
          </Badge>
        </div>
      </div>
      <PhoneFrame
        platform={platform}
        label={`${label} phone`}
        onBack={previewSrc ? pressBack : undefined}
      >
        {resetting ? (
          <p
            role="status"
            className="flex h-full items-center justify-center text-xs text-slate-500"
          >
            Resetting app data…
          </p>
        ) : previewSrc ? (
          <PreviewScreen src={previewSrc} title={`${label} preview`} frameRef={frameRef} />
        ) : (
          <SampleApp platform={platform} appName={appName} />
        )}
      </PhoneFrame>
      {problem ? (
        <div
          className="flex flex-col gap-2 rounded-control border border-red-500/30 bg-red-500/10 p-2.5"
          role="alert"
        >
          <Badge tone="destructive" className="self-start">
            <AlertTriangle aria-hidden className="size-3" />
            {status.problems.length === 1 ? 'Runtime error' : `${status.problems.length} errors`}
          </Badge>
          <p className="line-clamp-3 font-mono text-[11px] break-words text-red-200">
            {describeProblem(problem)}
          </p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onFixIssue(`Fix issue: ${describeProblem(problem)}`)}
          >
            <Wrench aria-hidden />
            Fix issue
          </Button>
        </div>
      ) : null}
      <PreviewQr projectId={projectId} platform={platform} hasPreview={previewSrc !== null} />
      <PreviewConsole lines={status.lines} waiting={previewSrc !== null && !status.ready} />
    </section>
  );
}
