/**
 * The ideas of the blind behaviour block P (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran. Measured once, unread until then, after five commits of rules since
 * O (a place said with what each has, the crate of apples, balances given to someone, changes
 * since the record before, the record itself asked of): 6/15.
 */
export const P = `
Am M-Pesa agent in Kisumu with two shops. Every deposit and withdrawal at a shop I record with the amount, please show me the float balance of each shop (what came in minus what went out).
  => Shop.balance
ballet folklorico group in Guadalajara, in summer we rehearse every day. i want to tap to tick each dancer present today and see how many days in a row each dancer has come
  => Dancer.checkOff Dancer.streak
Buna! My family keep wine barrels in the cellar in Dealu Mare. For each barrel I write the litres left and I want a warning when a barrel is at 20 litres or less.
  => Barrel.lowStock
I own 3 microbuses in Giza. Every evening each driver give me the money of the day and I write it. Show me the total money of every microbus and the average per day.
  => Microbus.sum Microbus.average
cricket academy in Nagpur, fast bowlers. each training session I note a bowler's top speed in km/h. show each bowler's fastest ever and how much the speed went up or down compared to his previous session
  => Bowler.max Session.difference
We run a hostel where volunteers work for bed and food. Every volunteer gets 7 meal tickets a week, and when they eat the kitchen taps to use up one of their tickets.
  => Volunteer.redeem
namaste, I run small trekking agency in Pokhara. Upcoming treks with start date and group name, show days until each trek start, and one tap to mark a trek as completed when the group is back
  => Trek.daysUntil Trek.markDone
Bible translation project for our language in Papua. Each book of the bible has its total verses and we update how many verses are translated. Show how far along each book is toward done.
  => Book.progress
outdoor centre ropes: each climbing rope has a retire-by date and we log every session it gets used. show ropes past their retire date, how many uses each rope has had and the date it was last used
  => Rope.overdue Rope.count Rope.latest
drone racing club - pilots and every lap they fly with the time in seconds. I want the best (lowest) lap time for each pilot.
  => Pilot.min
we have a small banya (russian sauna) and guests pay per minute. need a start/stop timer on each visit, and total minutes per guest for the month
  => Visit.startStop Guest.sum
Our village in Sunamganj have 3 river gauges. Every morning someone takes a reading at each gauge (water level in cm). Show the latest level for each gauge and how much each reading changed since the one before.
  => Gauge.latest Reading.difference
a catalogue of my matchbox labels - country, year, match brand, a photo of each and notes
  => (nothing)
Our Kenyan community association in Houston wants a directory of members' businesses: business name, owner, category, phone, website and city.
  => (nothing)
high altitude running camp in Iten. athletes log each run with the km. show each athlete's total km and how many runs they did
  => Athlete.sum Athlete.count
`;
