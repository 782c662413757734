import { ArrowLeftRight, Droplet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const TOOLS = [
  { label: 'Liquidity Pools', icon: Droplet },
  { label: 'Token Swaps', icon: ArrowLeftRight },
] as const;

/** spec 02 §2 "DeFi: inert Liquidity Pools and Token Swaps buttons". */
export function DefiTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>DeFi</CardTitle>
        <CardDescription id="defi-note">
          Not available yet: Appforge runs no pools or swaps on these networks.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {TOOLS.map(({ label, icon: Icon }) => (
          <Button key={label} variant="outline" disabled aria-describedby="defi-note">
            <Icon aria-hidden />
            {label}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
