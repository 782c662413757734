/**
 * The ideas of the blind behaviour block N (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran (several "=>" lines of one idea joined into one). Measured once,
 * unread until then, after three commits of rules on values over all records of a type: 2/15.
 */
export const N = `
this ramadan i want to tick every night i made it to taraweeh at the masjid, and see how many nights one after another i managed without missing
  => Night.checkOff Night.streak
I do the teas for our cricket club. Tea bags, milk, squash, biscuits - put how many of each we have and a minimum for each, and warn me when something is getting near empty before a home match.
  => Supply.lowStock
Groundworks firm, 9 lads. Each one has cards and tickets (CSCS, first aid, dumper licence) with an expiry date. Want to see how many days left on each one and have the ones that already ran out stand out in red.
  => Certificate.daysUntil Certificate.overdue
rowing - I do a 2k erg test every few weeks, log the time and split. show my fastest 2k ever and what I did last time
  => Test.min Test.latest
My teenage son keeps borrowing off me and paying back in bits. I want to write each loan and each payback and see what he owes me right now.
  => Transaction.balance
hand car wash, we give customers a card and stamp it each wash, the 10th is free. I want the guys to tap a button to use up the free wash when a card is full.
  => Card.redeem
I make dresses on commission and always lose track of hours. One tap to start the clock when I sit down at the machine on a dress and tap again when I stop, so I can bill properly.
  => Dress.startStop
Our mosque runs a few appeals at the same time (roof repair, new carpets, wudu area), each with a target amount. We enter donations to an appeal and want to see how near each appeal is to its target.
  => Appeal.progress
my tortoise goes into hibernation in the fridge in november. I weigh him going in and coming out, and want to know how many grams he lost over winter
  => Weighing.difference
karaoke competition at our pub every friday, 3 judges each give a singer marks out of 10. need the mean mark for every singer so we can pick the winner
  => Score.average
anemometer on the sailing club roof, the duty officer writes down the gusts during the day. i want the strongest gust ever recorded shown at the top
  => Reading.max
We got lots of presents for the baby. Please list each gift (who from, what it is) with one tap to say the thank you card is written and posted.
  => Gift.markDone
Our stall at the Eid bazaar - we write down each sale (what item, price). at the end of day I want to know how many things we sold and how much money came in.
  => Sale.count Sale.sum
keep the gas safety certificates for our rental flats in one place - which flat, engineer name, date of visit, photo of the certificate.
  => (nothing)
record of each karate grading my son has taken (date, belt, examiner, club) just so we have it all written down somewhere.
  => (nothing)
`;
