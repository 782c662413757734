/**
 * The ideas of the blind behaviour block AC (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt used, before anything ran, at the start of
 * the stop after AB. Measured once, unread until then, after two commits of rules since AB
 * (records taken from others; the ones picked for each): 3/15.
 */
export const AC = `
mystery shopper here. every visit i do has a date, the shop, the fee and the mileage. i want the total fees this month and how many visits i've done.
  => Visit.sum Visit.count
Our music shop has 4 soundproof practice rooms rented by the hour. I want a start and stop button for each booking, and a list of the reeds and strings we sell with a warning when any runs low.
  => Booking.startStop Item.lowStock
mustard tasting hobby - every mustard I try gets a score out of 10 each time. show the average score for each mustard
  => Tasting.average
Librarian for our wind band. Players borrow parts from the sheet music library and each loan has a return date. Show me which loans are overdue please.
  => Loan.overdue
I sell my comics at conventions. Each convention has a date, city and table fee, and I want a countdown showing days until each one.
  => Convention.daysUntil
we sell eggs at the farm gate and a few regulars run a tab. I add what they take and what they pay me, and want to see how much each person owes.
  => Customer.balance
orthoptist gave me eye exercises for my lazy eye. I just want to log each day I do them and see my current streak.
  => Session.streak
Transcribing my great great grandmother's diary from the 1840s, 312 pages. Each sitting I note how many pages I got through. Show how far through the whole thing I am.
  => Sitting.progress
TRIATHLON - log my T1 and T2 transition times at every race, I want my fastest of each
  => Transition.min
stone skimming!! every throw I count the skips and note the beach. what's my record
  => Throw.max
We run a mountain hut and measure the snow depth on the stake every morning. I want to see today's depth and how much it changed since yesterday.
  => Reading.latest Reading.difference
Comic and game shop loyalty scheme: customers get a point for every pound they spend and can cash in 50 points for a free graphic novel. One tap to use their points.
  => Customer.redeem
turning an old double decker bus into a cafe. a list of all the jobs (rip out seats, wiring, gas, counter, signwriting) and a tap to mark each one done
  => Job.markDone
catalogue of my harmonicas - brand, key, model, year, where I got it, and a photo
  => (nothing)
I pick up sea glass on beaches in Northumberland. Each piece: colour, size, which beach, date found, a photo.
  => (nothing)
`;
