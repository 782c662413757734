import { useEffect, useRef } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { tabIn, useAddressTab } from '@/lib/address-tab';
import { ADMIN_TABS } from '../lib/admin-tabs';
import { AnalyticsTab } from './analytics-tab';
import { OverviewTab } from './overview-tab';
import { SubscriptionsTab } from './subscriptions-tab';
import { SupportTab } from './support-tab';
import { SystemErrorsTab } from './system-errors-tab';

/** Scrolls the strip sideways only: scrollIntoView would also scroll the page to the strip. */
function revealSideways(strip: Element, item: Element) {
  const outer = strip.getBoundingClientRect();
  const inner = item.getBoundingClientRect();
  if (inner.left < outer.left) strip.scrollLeft -= outer.left - inner.left;
  else if (inner.right > outer.right) strip.scrollLeft += inner.right - outer.right;
}

/**
 * spec 02 §2: Overview, Subscriptions, Support, System Errors, Analytics. The open tab is kept in
 * the URL, so a reload or a shared link opens it; a tab's data loads when it is first opened.
 */
export function DashboardTabs() {
  const { tab, openTab } = useAddressTab(ADMIN_TABS);
  const list = useRef<HTMLDivElement>(null);
  // On a phone the strip scrolls sideways: keep the open tab in view, e.g. after a quick action.
  useEffect(() => {
    const strip = list.current;
    const active = strip?.querySelector('[data-state="active"]');
    if (strip && active) revealSideways(strip, active);
  }, [tab]);
  return (
    <Tabs value={tab} onValueChange={(value) => openTab(tabIn(ADMIN_TABS, value))}>
      <TabsList ref={list} aria-label="Admin sections">
        {ADMIN_TABS.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab onOpenTab={openTab} />
      </TabsContent>
      <TabsContent value="subscriptions">
        <SubscriptionsTab />
      </TabsContent>
      <TabsContent value="support">
        <SupportTab />
      </TabsContent>
      <TabsContent value="errors">
        <SystemErrorsTab />
      </TabsContent>
      <TabsContent value="analytics">
        <AnalyticsTab />
      </TabsContent>
    </Tabs>
  );
}
