import { HOST_SOURCE } from './messages';
import { pressHardwareBack } from './react-native';

/** The Android frame's back button: the parent page posts `hardware-back` to this frame. */
export function listenForHardwareBack() {
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== window.parent) return;
    const data = event.data as { source?: unknown; type?: unknown } | null;
    if (data?.source === HOST_SOURCE && data.type === 'hardware-back') pressHardwareBack();
  });
}
