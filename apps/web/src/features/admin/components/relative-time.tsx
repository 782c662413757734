import { formatAbsoluteTime, formatRelativeTime } from '@/lib/format-time';

/** "5 minutes ago", with the exact time on hover and for assistive technology's date reading. */
export function RelativeTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatAbsoluteTime(iso)} className="whitespace-nowrap">
      {formatRelativeTime(iso)}
    </time>
  );
}
