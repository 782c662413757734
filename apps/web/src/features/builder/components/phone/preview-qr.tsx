import { QrCode } from 'lucide-react';
import type { PhonePlatform } from './phone-frame';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The real QR code of this phone's preview URL (GET /api/projects/:id/qr.svg?platform=, built from
 * the address this page was opened at). A phone can only follow it when that address is reachable from
 * the phone, so the caption says when it is not.
 */
export function PreviewQr({
  projectId,
  platform,
  hasPreview,
}: {
  projectId: string | null;
  platform: PhonePlatform;
  hasPreview: boolean;
}) {
  const local = LOCAL_HOSTS.has(window.location.hostname);
  return (
    <div className="flex items-center gap-3 rounded-control border border-border bg-surface p-2.5">
      {projectId ? (
        <img
          src={`/api/projects/${projectId}/qr.svg?platform=${platform}`}
          alt="QR code of the live preview address"
          className="size-16 shrink-0 rounded bg-white p-1"
        />
      ) : (
        <span className="flex size-16 shrink-0 items-center justify-center rounded bg-surface-raised text-muted">
          <QrCode aria-hidden className="size-6" />
        </span>
      )}
      <p className="text-xs text-muted">
        {!hasPreview
          ? 'Scan to open the live preview on a phone, once the app is generated.'
          : local
            ? 'Opens this preview in a phone browser. A phone cannot reach localhost: open Appforge by this computer’s network address to scan it.'
            : 'Scan with a phone camera to open this preview in its browser (same network).'}
      </p>
    </div>
  );
}
