import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import { downloadFile } from '@/lib/download-file';
import { exportFileName, exportMarkdown } from './export-markdown';

/** spec 01 §7 "Export": builds the Markdown in the browser and downloads it, with no call. */
export function downloadExport(
  project: { name: string; description: string },
  code: GeneratedCode,
) {
  downloadFile(exportFileName(project.name), exportMarkdown(project, code), 'text/markdown');
}
