/**
 * The ideas of the blind behaviour block AE (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt used, before anything ran, at the start of
 * the stop after AD. Measured once, unread until then, after three commits of rules since AD (a
 * particle left after the object is the verb's; the act kept between two records links to both;
 * an act between records kept is no kind's other sense): 3/15, the same as before them.
 */
export const AE = `
Speedcubing practice. I log every solve time for 3x3 and 4x4, show me my best time and my average.
  => Solve.min Solve.average
I sell glass beads by the tube at craft fairs and always run out of the popular colours. Warn me which ones are getting low.
  => Bead.lowStock
I test backflow valves at cafes and factories once a year. Show when each valve was last tested and which ones are overdue.
  => Valve.latest Valve.overdue Valve.daysUntil
keeping kefir grains alive means feeding them fresh milk daily - log each feeding and show my streak and when I last did it
  => Feeding.streak Feeding.latest
I'm trying to stand on the highest point of every US state. List all 50, let me tick them off, and show how far along I am.
  => HighPoint.checkOff HighPoint.progress
I swap and sell isopod cultures with other keepers, sometimes on credit. Each keeper should show a running balance of who owes who.
  => Trade.balance
Our folk festival crew earn meal tokens for every shift they work and the food tent takes them in exchange for a hot meal. Count shifts per volunteer and let the tent redeem a token.
  => Shift.count Token.redeem
Raising turkeys for Christmas. Every week I weigh each bird; I want to see how much each one gained since last week and its current weight.
  => Weighing.difference Weighing.latest
street party for our road: jobs like road closure form, bunting, tables, cake rota. mark each job done and show how many are still open
  => Job.markDone Job.count
hang gliding log. tap start on launch and stop on landing, then show total airtime this season
  => Flight.startStop Flight.sum
Waterfall chasing! Each waterfall I visit with its height and country. Which is the tallest I've seen, and how many have I ticked so far?
  => Waterfall.max Waterfall.count
Popcorn cart at the summer fair - record each bag sold with the price, give me the day's takings and the average per bag.
  => Sale.sum Sale.average
Bikepacking across Spain. I log each day's kilometres and want to see progress toward our 1200 km goal, plus the days left until our flight home.
  => Day.progress Day.sum Trip.daysUntil
A little phrasebook for my trip to Georgia: phrases grouped by situation (taxi, market, cafe) with how to pronounce them.
  => (nothing)
My mum collects nativity sets from around the world. Just a catalogue - country, material, number of figures, where she bought it, a photo.
  => (nothing)
`;
