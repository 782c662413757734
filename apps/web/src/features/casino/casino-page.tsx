import {
  BarChart3,
  FlaskConical,
  GraduationCap,
  LayoutGrid,
  Plus,
  Trophy,
  Users,
  Wrench,
  DollarSign,
  Gamepad2,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { formatDollars, formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DevWorkspace } from './components/dev-workspace';
import { GameCard } from './components/game-card';
import { PlayDialog } from './components/play-dialog';
import { TestingLab } from './components/testing-lab';
import { TutorialHub } from './components/tutorial-hub';
import { TutorialPlayer } from './components/tutorial-player';
import { GAMES, LAB_SUMMARY, type CasinoGame, type GameStatus } from './data/games';
import type { Tutorial } from './data/tutorials';
import { useRtpSimulation } from './hooks/use-rtp-simulation';

// recharts loads with the Analytics tab only.
const AnalyticsTab = lazy(() =>
  import('./components/analytics-tab').then((module) => ({ default: module.AnalyticsTab })),
);

const TITLE = 'Casino Game Laboratory';
type LabTab = 'library' | 'workspace' | 'analytics' | 'testing';

/** spec 02 §2 "Casino Game Laboratory". */
export function CasinoPage() {
  useDocumentTitle(TITLE);
  const [games, setGames] = useState<CasinoGame[]>(GAMES);
  const [tab, setTab] = useState<LabTab>('library');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [playing, setPlaying] = useState<CasinoGame | null>(null);
  const [hubOpen, setHubOpen] = useState(false);
  const [tutorial, setTutorial] = useState<Tutorial | null>(null);
  const [completed, setCompleted] = useState<Set<string>>(new Set());
  const simulation = useRtpSimulation();
  const selected = games.find((game) => game.id === selectedId) ?? null;

  const setStatus = (status: GameStatus) =>
    setGames((current) =>
      current.map((game) => (game.id === selectedId ? { ...game, status } : game)),
    );
  const configure = (game: CasinoGame) => {
    setSelectedId(game.id);
    setTab('workspace');
  };

  return (
    <div className="mx-auto flex max-w-[1400px] flex-col gap-6 p-4 md:p-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
            {TITLE}
            <Badge tone="success">
              <span className="size-1.5 rounded-full bg-emerald-400" aria-hidden />
              Games Live
            </Badge>
          </h1>
          <p className="text-sm text-muted">
            Design, play-test and measure casino games. Sample data; demo play uses sample credits.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setHubOpen(true)}>
            <GraduationCap aria-hidden />
            Learn to Play
          </Button>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button aria-disabled="true" onClick={() => undefined}>
                <Plus aria-hidden />
                Create New Game
              </Button>
            </TooltipTrigger>
            <TooltipContent>Coming soon</TooltipContent>
          </Tooltip>
        </div>
      </header>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon={Users}
          label="Total Players"
          value={formatNumber(LAB_SUMMARY.totalPlayers)}
        />
        <StatCard
          icon={Gamepad2}
          label="Active Games"
          value={`${LAB_SUMMARY.activeGames} of ${LAB_SUMMARY.totalGames}`}
          tint="success"
        />
        <StatCard
          icon={DollarSign}
          label="Total Revenue"
          value={formatDollars(LAB_SUMMARY.totalRevenue)}
          tint="warning"
        />
        <StatCard
          icon={Trophy}
          label="Top Game"
          value={<span className="text-lg">{LAB_SUMMARY.topGame}</span>}
          tint="violet"
        />
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as LabTab)}>
        <TabsList aria-label="Laboratory">
          <TabsTrigger value="library">
            <LayoutGrid aria-hidden />
            Game Library
          </TabsTrigger>
          <TabsTrigger value="workspace" disabled={!selected}>
            <Wrench aria-hidden />
            Development Workspace
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <BarChart3 aria-hidden />
            Analytics
          </TabsTrigger>
          <TabsTrigger value="testing">
            <FlaskConical aria-hidden />
            Testing Lab
          </TabsTrigger>
        </TabsList>
        <TabsContent value="library">
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Games">
            {games.map((game) => (
              <GameCard
                key={game.id}
                game={game}
                onPlay={() => setPlaying(game)}
                onConfig={() => configure(game)}
              />
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="workspace">
          {selected ? (
            <DevWorkspace
              game={selected}
              onStatusChange={setStatus}
              onTest={() => setPlaying(selected)}
              onRunTests={() => {
                setTab('testing');
                simulation.run();
              }}
            />
          ) : null}
        </TabsContent>
        <TabsContent value="analytics">
          <Suspense fallback={<Skeleton className="h-72 w-full" aria-label="Loading analytics" />}>
            <AnalyticsTab games={games} />
          </Suspense>
        </TabsContent>
        <TabsContent value="testing">
          <TestingLab simulation={simulation} />
        </TabsContent>
      </Tabs>
      <PlayDialog game={playing} onClose={() => setPlaying(null)} />
      <TutorialHub
        open={hubOpen}
        onOpenChange={setHubOpen}
        completed={completed}
        onStart={(chosen) => {
          setHubOpen(false);
          setTutorial(chosen);
        }}
      />
      <TutorialPlayer
        tutorial={tutorial}
        onClose={() => {
          setTutorial(null);
          setHubOpen(true);
        }}
        onComplete={(done) => setCompleted((current) => new Set(current).add(done.id))}
      />
    </div>
  );
}
