import { AlertCircle } from 'lucide-react';

/** A refused session or name change, said inline where it happened with the server's reason. */
export function FailureAlert({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-control border border-red-500/40 bg-red-500/10 px-3 py-2.5 text-sm"
    >
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-red-400" />
      <p className="min-w-0 break-words text-red-200">
        <span className="font-medium">{title}: </span>
        {message}
      </p>
    </div>
  );
}
