import { Layers } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';

export interface BuildAllButtonProps {
  busy: boolean;
  onClick: () => void;
}

/** spec 02 §2 "Build All Pages": busy from the click until the job ends. */
export function BuildAllButton({ busy, onClick }: BuildAllButtonProps) {
  return (
    <BusyButton icon={Layers} busy={busy} busyLabel="Building Pages..." onClick={onClick}>
      Build All Pages
    </BusyButton>
  );
}
