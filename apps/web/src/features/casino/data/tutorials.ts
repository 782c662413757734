import { BookOpen, Disc3, Gem, Spade, type LucideIcon } from 'lucide-react';

/** spec 02 §3 "Tutorial step" and "Tutorial". */
export interface TutorialStep {
  id: string;
  title: string;
  description: string;
  content: string;
  tip: string;
}

export interface Tutorial {
  id: string;
  type: 'general' | 'slots' | 'roulette' | 'poker';
  title: string;
  description: string;
  icon: LucideIcon;
  difficulty: 'Beginner' | 'Intermediate';
  /** Minutes (spec 02 §9: 5, 7, 10 and 15). */
  duration: number;
  topics: string[];
  steps: TutorialStep[];
}

export const TUTORIALS: Tutorial[] = [
  {
    id: 'general', type: 'general', title: 'Casino Basics', icon: BookOpen, difficulty: 'Beginner', duration: 5,
    description: 'House edge, return to player and managing a bankroll.',
    topics: ['House edge', 'RTP', 'Bankroll'],
    steps: [
      { id: 'edge', title: 'The house edge', description: 'Why every game favours the casino over time.', content: 'Each game pays a little less than the true odds. A roulette straight bet wins 1 time in 37 but pays as if it won 1 in 36; that gap is the house edge.', tip: 'A game’s RTP is 100% minus its house edge: an RTP of 97.3% means 2.7% is kept on average.' },
      { id: 'bankroll', title: 'Set a bankroll', description: 'Decide what you can afford before you play.', content: 'Pick an amount for the session and a bet size of 1–2% of it. Stop when it is gone; never chase losses.', tip: 'Smaller bets make a bankroll last longer, they do not change the edge.' },
    ],
  },
  {
    id: 'slots', type: 'slots', title: 'Slot Machines', icon: Gem, difficulty: 'Beginner', duration: 7,
    description: 'Reels, paytables and what a jackpot really costs.',
    topics: ['Paytable', 'Bet size', 'Jackpots'],
    steps: [
      { id: 'paytable', title: 'Read the paytable', description: 'Know what each combination pays.', content: 'In the lab’s demo slot only three of a kind pays: cherries 10, up to sevens 777, per bet of 10. Prizes scale with the bet.', tip: 'Divide the paytable by the number of combinations to get the RTP; the Testing Lab measures it for you.' },
      { id: 'bet', title: 'Choose a bet', description: 'Change it in steps of 1 or 5 between 1 and 100.', content: 'A spin takes the bet first and pays after the reels stop, two seconds later. You cannot spin with less than the bet in your balance.', tip: 'Watch the jackpot meter: it fills on triple sevens.' },
    ],
  },
  {
    id: 'roulette', type: 'roulette', title: 'Roulette', icon: Disc3, difficulty: 'Intermediate', duration: 10,
    description: 'The wheel, inside and outside bets, and their payouts.',
    topics: ['Wheel layout', 'Straight bets', 'Even-money bets'],
    steps: [
      { id: 'wheel', title: 'The wheel', description: '37 pockets: zero and 18 red, 18 black.', content: 'The ball lands in one of 37 pockets. Zero is green and is neither red nor black, even nor odd.', tip: 'Zero is what gives the house its edge on even-money bets.' },
      { id: 'bets', title: 'Place bets', description: 'Chips of 1, 5, 10, 25 or 100.', content: 'Click a number for a straight bet (returns the stake × 35) or Red, Black, Even, Odd (returns the stake × 2). Chips on the same bet add up until you spin.', tip: 'Clear Bets gives every chip back before the spin.' },
    ],
  },
  {
    id: 'poker', type: 'poker', title: "Texas Hold'em Poker", icon: Spade, difficulty: 'Intermediate', duration: 15,
    description: 'Blinds, betting rounds and reading the flop.',
    topics: ['Blinds', 'Betting rounds', 'Hand strength'],
    steps: [
      { id: 'rounds', title: 'Betting rounds', description: 'Pre-flop, flop, turn and river.', content: 'Two players post the small and big blinds (5 and 10 here). After each round of community cards, players check, bet, call, raise or fold.', tip: 'Position matters: acting last tells you what others did.' },
      { id: 'flop', title: 'Reading the flop', description: 'Three shared cards change every hand’s value.', content: 'With A♠ K♥ on a Q♠ J♥ 10♦ flop you already hold a straight, the best hand possible right now.', tip: 'A bet must be at least the current bet; the slider starts there.' },
    ],
  },
];
