import { useSearchParams } from 'react-router';

export interface TabChoice {
  readonly value: string;
  readonly label: string;
}

/** The tab `value` names, or the first one (the default) for a missing or unknown value. */
export function tabIn<const T extends readonly [TabChoice, ...TabChoice[]]>(
  tabs: T,
  value: string | null,
): T[number]['value'] {
  return tabs.find((tab) => tab.value === value)?.value ?? tabs[0].value;
}

/**
 * An area's open tab, kept in the address (`?tab=gallery`; none for the first tab) so a reload or
 * a shared link opens the same view. Other parameters are kept.
 */
export function useAddressTab<const T extends readonly [TabChoice, ...TabChoice[]]>(tabs: T) {
  const [params, setParams] = useSearchParams();
  const openTab = (next: T[number]['value']) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === tabs[0].value) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return { tab: tabIn(tabs, params.get('tab')), openTab };
}
