/**
 * The ideas of the blind behaviour block T (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran, at the start of the stop after S. Measured once, unread until then,
 * after two commits of rules since S (overdue after an interval, and a tap that marks it done
 * again): 2/15.
 */
export const T = `
We have 6 bird feeders around the nature reserve car park and volunteers refill them. Log each refill, show how many refills every feeder had, and nag me if one has gone more than 5 days without being filled.
  => Feeder.count Feeder.overdue
After each snowfall our youth group clears driveways for the elderly neighbours on the estate. I want the list of addresses and to tick each one off as we finish it, then start fresh for the next storm.
  => Driveway.checkOff
I rent grazing on my field to three horse owners, each pays 60 pounds a month. When they pay I put it in, and I want to see who is behind and by how much.
  => Owner.balance
potty training the twins!! every time one of them goes on the potty they get a sticker, and 10 stickers can be swapped for a small toy from the prize box
  => Child.redeem
In our town the bins is collected on different weeks: glass, paper, bio and rest waste. I put the next date for each one and want see how many days are left before each collection.
  => Bin.daysUntil
city farm feed store: hay bales, sheep nuts, layers pellets, rabbit mix. we note what's left every evening, flag anything getting low so we order before we run out
  => Feed.lowStock
I take 3 different bus lines to get to work depending on the day. Every morning I write how many minutes I stood at the stop. Which line is worst on a typical day, and what's the longest I ever waited for each?
  => Line.average Line.max
print shop with 2 offset presses, each one has a click counter. at close I write down the counter number and want to see how many sheets each press ran since the reading before
  => Press.difference
I am writing my master thesis, 5 chapters and each chapter has a target of words. I update the words I have now, please show how far along each chapter is compared to its target.
  => Chapter.progress
my 3 kids are each working on something - Leo sleeping in his own bed, Maya no nail biting, Sam reading 10 min. every evening I tap if they managed it. how many days in a row has each one kept it up?
  => Child.streak
christmas card list - everyone I send to with their address. I want to tap when I've posted each card so I don't send two to auntie Pat again
  => Recipient.markDone
In our village near Jodhpur we have 4 wells. Every week someone measure the water depth in each, I want see the newest reading of every well on front page and the lowest it has gone this year.
  => Well.latest Well.min
I'm a locum vet working at a few different clinics and paid by the hour. Want a button to hit when I arrive and again when I leave, and the hours I've done at each clinic this month so I can invoice them.
  => Clinic.startStop Clinic.sum
I want to save the lyrics and chords for the worship songs our church band plays, with the key, the tempo and who usually sings lead.
  => (nothing)
contacts of all the garages, tyre places and tow trucks along the route I drive my lorry, with phone numbers, opening hours and a few notes on each
  => (nothing)
`;
