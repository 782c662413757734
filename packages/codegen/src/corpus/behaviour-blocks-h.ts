/**
 * The ideas of the blind behaviour block H (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran. Measured once, before any rule was changed: 7/15.
 */
export const H = `
work lottery syndicate - 12 of us and everyone owes £2 a week. i log the payments each person makes, show me who's in credit and who's behind
  => Member.balance
We build wooden boats to order (mostly dinghies and rowing skiffs). Each boat needs a start/stop timer so the lads can clock hours against it, and I need the total hours per boat for costing.
  => Boat.startStop Boat.sum
typing practise: lessons (home row, numbers, symbols etc) and each attempt i do with words per minute + accuracy. want my average wpm and best wpm per lesson
  => Lesson.average Lesson.max
catalogue of my watercolours - title, size, paper, framed y/n, price, where it's been exhibited, and a photo of each one
  => (nothing)
Tracking my share portfolio: holdings (ticker, number of shares, next ex-dividend date) and the dividend payments I receive for each holding. Show total dividends received per holding and the days until the next ex-dividend date.
  => Holding.sum Holding.daysUntil
interior designer here. clients' projects, and the items I order for each project (sofa, lamps, wallpaper) with cost and expected delivery date. flag anything that's late and let me tap to mark it delivered. also total spend per project pls
  => Item.overdue Item.markDone Project.sum
we've got pneumatic tube counters on a few roads for a traffic survey. the counter only shows a running total, so every visit i type in the number it's showing and need the vehicles counted since the last visit, plus the date i last read each counter
  => Counter.difference Counter.latest
mobile welding & fabrication - my consumables (rods, wire reels, grinding discs, argon bottles) with how many I've got and a reorder level, warn me when something's running low
  => Consumable.lowStock
Process server. Solicitors send me jobs to serve papers on someone by a deadline. I log each attempt (date, time, notes). Show the number of attempts per job, flag jobs past the deadline that aren't served yet, and one tap to mark a job served.
  => Job.count Job.overdue Job.markDone
Font library for my design work. For each typeface: name, foundry, licence type, weights I own, where the files live.
  => (nothing)
learning calligraphy - scripts like copperplate, italic, blackletter. one tap on a script when i've practised it today and show my streak of days
  => Script.checkOff Script.streak
laser tag arena: players buy bundles of game credits at the desk and each game they play uses one credit. show credits left per player and a button to use a credit
  => Player.balance Player.redeem
I'm an apprentice electrician; my portfolio has units and each unit has tasks my assessor has to sign off. Show how far through each unit I am and let me tap to mark a task signed off.
  => Unit.progress Task.markDone
Commute log. I have 3 routes to work (train, bike, drive) and log each journey with how many minutes it took - show the fastest and the average time for each route.
  => Route.min Route.average
list of the magic tricks i can do: name, props needed, difficulty, how long it takes, the tutorial video url
  => (nothing)
`;
