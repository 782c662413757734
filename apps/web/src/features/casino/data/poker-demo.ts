/** spec 02 §3 "Poker table demo player" and §9 "Poker demo": a static table at the flop. */
export interface PokerSeat {
  id: string;
  name: string;
  chips: number;
  cards: string[];
  position: number;
  isActive: boolean;
  lastAction: string;
}

export const POKER = { pot: 150, smallBlind: 5, bigBlind: 10, seats: 6, timerSeconds: 30, playerChips: 1250, currentBet: 20 } as const;
export const FLOP = ['Q♠', 'J♥', '10♦'];

export const SEATS: PokerSeat[] = [
  { id: 'you', name: 'You', chips: POKER.playerChips, cards: ['A♠', 'K♥'], position: 0, isActive: true, lastAction: 'Your turn' },
  { id: 'maya', name: 'Maya', chips: 980, cards: ['🂠', '🂠'], position: 1, isActive: false, lastAction: 'Bet 20' },
  { id: 'leo', name: 'Leo', chips: 1530, cards: ['🂠', '🂠'], position: 2, isActive: false, lastAction: 'Call 20' },
  { id: 'ines', name: 'Inès', chips: 640, cards: [], position: 3, isActive: false, lastAction: 'Fold' },
  { id: 'sam', name: 'Sam', chips: 2210, cards: ['🂠', '🂠'], position: 4, isActive: false, lastAction: 'Small blind 5' },
  { id: 'kofi', name: 'Kofi', chips: 1100, cards: ['🂠', '🂠'], position: 5, isActive: false, lastAction: 'Big blind 10' },
];
