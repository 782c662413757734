import { Progress } from '@/components/ui/progress';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUpload } from '../hooks/use-upload';
import { UploadActions } from './upload-actions';
import { UploadDropZone } from './upload-drop-zone';
import { UploadOutcomePanel } from './upload-outcome-panel';

/** spec 02 §2 "Upload": choose or drop files, the progress bar, the result and the three tools. */
export function UploadTab() {
  const { progress, uploading, outcome, failure, upload } = useUpload();
  return (
    <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
      <Card>
        <CardHeader>
          <CardTitle>Upload files</CardTitle>
          <CardDescription>Images, videos and PDFs, several at once.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <UploadDropZone busy={uploading} onFiles={(files) => void upload(files)} />
          {uploading || progress > 0 ? (
            <div className="flex items-center gap-3">
              <Progress value={progress} aria-label="Upload progress" />
              <span className="w-10 text-right text-xs text-muted tabular-nums">{progress}%</span>
            </div>
          ) : null}
          <UploadOutcomePanel outcome={outcome} failure={failure} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Process the upload</CardTitle>
          <CardDescription>Copies are made beside the originals, which are kept.</CardDescription>
        </CardHeader>
        <CardContent>
          <UploadActions files={outcome?.uploaded ?? []} />
        </CardContent>
      </Card>
    </div>
  );
}
