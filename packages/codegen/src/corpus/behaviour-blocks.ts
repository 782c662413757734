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

const B = `
I tutor maths after school. Need my students, the lessons I give each one (date + hours) so I can see total hours per student, and invoices with a due date - show me which invoices are overdue and let me mark one paid with one tap
  => Invoice.markDone Invoice.overdue Student.sum
swim club app: swimmers and their race results (event, date, time in seconds). show each swimmers fastest time and how many races theyve done
  => Swimmer.count Swimmer.min
Keep track of our two cars and every service/repair (date, mileage, cost). I want to see when each car was last serviced and how much we've spent on it in total.
  => Car.latest Car.sum
pocket money bank for my 3 kids. they put money in, take money out, want to see how much each one has left and a button to withdraw that wont let them go below zero
  => Kid.balance Kid.redeem
Field trips for my class. Each trip has a permission slip per student, I want to tap a slip when it comes back signed and see how many of the slips are back for each trip (like 18/25)
  => Slip.markDone Trip.progress
recipe box: name, cuisine, ingredients, steps, photo
  => (nothing)
Contact list of the parents in my son's football team - parent name, kid's name, phone, email, any allergies the kid has.
  => (nothing)
guitar practise app. list of songs im learning, hit start/stop when I practise one and it logs the time, then show total time spent on each song
  => Song.startStop Song.sum
newborn tracker - nappy changes and weigh-ins for the baby. how many nappies this week + her latest weight
  => Baby.count Baby.latest
We're planning our wedding!! I want a countdown of days until the big day, and a list of tasks with due dates where I can tick each one done and see the ones we've let slip past their date
  => Task.markDone Task.overdue Wedding.daysUntil
Small shop with 6 staff. Each employee earns holiday days every month and uses them when they take time off. Show days remaining per person and a one-tap "book a day off" that refuses if they have none left.
  => Employee.balance Employee.redeem
print shop supplies - paper, toner, vinyl rolls etc with quantity on hand and a reorder level. flag whatever is running low
  => Supply.lowStock
Birdwatching log. Species list, and each sighting with date, place and how many birds I saw. Per species: number of sightings and the biggest flock I've seen.
  => Species.count Species.max
my grandma takes a few different meds every day. want to tick each one off for today when she takes it and see how many days in a row she hasnt missed it
  => Medication.checkOff Medication.streak
sourdough bakes log, each bake has flour used, hydration % and a score out of 10 i give it. whats my average score for each kind of flour
  => Flour.average
`;

export const BEHAVIOUR_BLOCKS: BehaviourBlock[] = [
  { name: 'A', firstMeasure: '5/15', cases: parseBehaviourCases(A) },
  { name: 'B', firstMeasure: '3/15', cases: parseBehaviourCases(B) },
];
