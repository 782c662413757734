/**
 * The ideas of the blind behaviour block M (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran. Measured once, unread until then, after three commits of rules
 * drawn from L and G: 2/15.
 */
export const M = `
monthly contact lenses and I always forget when I opened them. log each lens when I open it (left or right eye, brand, date opened), show days until I should bin it and flag any I've kept in too long
  => Lens.daysUntil Lens.overdue
memorising digits of pi for fun lol. every attempt I note how many digits I got right before messing up. show my best ever and how many attempts ive done
  => Attempt.max Attempt.count
Migraine diary pls - each attack: date, how bad 1-10, how long in hours, what I think triggered it, tablets taken. I'd like to see how many I've had each month, the average severity, and when the last one was.
  => Migraine.count Migraine.average Migraine.latest
I drive my own car for work visits and claim 45p a mile. Could I log each journey (date, from, to, miles, purpose), see total miles per month, and mark journeys as claimed once I've put them through the expenses system?
  => Journey.sum Journey.markDone
trying to clear my credit cards and a car loan. each debt has a starting balance and I log every payment I make against it. show whats still owed on each debt and how far I am to paying it off
  => Debt.balance Debt.progress
my game backlog is out of control. list of games (platform, where bought, price). hit start/stop when I play so I know hours per game, mark one finished when I beat it, and show how many I've finished
  => Game.startStop Game.markDone Game.count
Doing a sober year. Just a button to tick off each day I didn't drink, my current streak, and a running total of money saved (I put in what I would've spent that day).
  => Day.checkOff Day.streak Day.sum
I'm a nurse and my revalidation is coming up. I have the revalidation (due date, hours needed, which is 35) and I log CPD activities against it (date, title, hours, participatory y/n, reflection). Show the total hours, how close I am to the 35, and days until it's due.
  => Activity.sum Revalidation.progress Revalidation.daysUntil
basketball - i shoot free throws after practice. each session: date, made, attempted. want my average %, my best session, and how many days in a row i've practised
  => Session.average Session.max Session.streak
As treasurer of our chapel I count the collection after each Sunday service. Please could I record each service (date, preacher, amount collected) and see the total for each month and the average collection per service.
  => Service.sum Service.average
petty cash tin at the office. we start with a float of 100 quid, people take money out for milk, stamps etc with a receipt, and I top it up from the bank now and then. each transaction has date, amount, in or out, category. need the balance in the tin right now and total spent per category
  => Transaction.balance Transaction.sum
UK passport now so only 90 days in the Schengen area in any 180. I want to log each trip (country, entry date, exit date), see how many days each trip was and the total days I've used.
  => Trip.difference Trip.sum
My son is doing hifz at the masjid. I want the 30 juz listed and to mark each juz done when he has memorised it, see how far he is toward finishing all 30, and tick each day he did his revision so we can see his streak.
  => Juz.markDone Juz.progress Revision.checkOff Revision.streak
a list of the street murals in our city - artist, street, year painted, a photo, and whether it's still there
  => (nothing)
Our family's usual takeaway orders so nobody argues on a Friday night. The restaurants (name, phone, cuisine) and what each of us always orders from each one.
  => (nothing)
`;
