import { parseBehaviourCases, type BehaviourCase } from './behaviours.ts';

/**
 * Blind behaviour blocks: ideas written by a writer who had not seen the reader, in domains the
 * behaviour corpus does not use, with what each should compute and do written before anything
 * ran. A block's first measure is recorded here when it is first scored and never changed; a
 * block is never edited or dropped.
 */
export interface BehaviourBlock {
  name: string;
  /** Exactly the expected values and actions, when first scored: "5/15". */
  firstMeasure: string;
  cases: BehaviourCase[];
}

const A = `
reading log for my two children - every night they tick off that they read, and I want to see each child's reading streak
  => Child.streak Child.checkOff
Vaccination records for our dog and cat. Each vaccination has the next due date; show days until it is due, flag overdue ones, and let me mark a vaccination as given.
  => Vaccination.daysUntil Vaccination.overdue Vaccination.markDone
our band plays gigs, usually one bandmate gets paid the fee and others pay for petrol and gear hire, split it all equally and tell us who owes which bandmate
  => Bandmate.balance
greenhouse seed stock: seeds by variety with how many packets left and the level where I should buy more
  => Seed.lowStock
Dojo app where students check in at each class they attend; a student needs 40 classes for their next belt so show progress toward that
  => Student.progress Student.checkOff
catalogue of my vinyl records - artist, year, genre, condition and a photo of the cover
  => (nothing)
A directory of local farmers markets with their address, which days they open and the vendors at each one.
  => (nothing)
beekeeping: my hives, inspections with a date and kg of honey harvested, total honey per hive and the date of the last inspection
  => Hive.sum Hive.latest
board game nights, log each play and who won, and show how many wins each player has
  => Player.count
family documents like passports and driving licences with expiry dates, days until each document expires pls
  => Document.daysUntil
I make cakes to order; each order has a pickup date, I mark it collected, and orders past their pickup date that weren't collected should show as overdue
  => Order.overdue Order.markDone
Fishing spots and the fish I catch at each one with weight. Biggest fish per spot and number of catches per spot.
  => Spot.max Spot.count
volunteers at the food bank clock in and out with a start/stop button, and the coordinator sees total hours for each volunteer
  => Volunteer.sum Volunteer.startStop
speedrun tracker: games I run, each attempt with a time, show my fastest time per game
  => Game.min
aquarium water testing - my tanks, test results with pH and nitrate, latest pH for every tank and average nitrate
  => Tank.latest Tank.average
`;

export const BEHAVIOUR_BLOCKS: BehaviourBlock[] = [
  { name: 'A', firstMeasure: '5/15', cases: parseBehaviourCases(A) },
];
