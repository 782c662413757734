/**
 * The ideas of the blind behaviour block AB (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt used, before anything ran, at the start of
 * the stop after AA. Measured once, unread until then, after two commits of rules since AA (a
 * typed value noted or listed as a record's own; "combined" asks a total): 3/15.
 */
export const AB = `
I test the hot tub water before we get in, chlorine and pH each time. I log a reading and want to see the most recent one plus the average pH over the month.
  => Reading.latest Reading.average
We put up 25 bird boxes round the churchyard and each should be cleaned out once a year. Flag any box that's gone more than 12 months without a clean, and show how long since each one was last done.
  => BirdBox.overdue Cleaning.latest
I host my flat on Airbnb. Between guests there's a changeover list (strip beds, restock coffee, photo any damage) I want to tick through every time, and a countdown of days until the next booking checks in.
  => Task.checkOff Booking.daysUntil
Learning the button accordion. I want a button to start a practice and stop it when I put the box down, and the total time I've put in each week.
  => Practice.startStop Practice.sum
touring caravan supplies: gas bottles, toilet blue, spare fuses, water filter cartridges. I count what's left after each trip and want a warning for anything running short before we set off again.
  => Supply.lowStock
I'm a reflexologist. Clients earn 10 points per treatment and 100 points gets them a free session, so I need each client's points total and a way to cash them in when they ask.
  => Client.balance Client.redeem
I volunteer as an usher at the theatre and you get a free season ticket once you've done 60 hours. Let me log each shift's hours and show how close I am to the 60.
  => Shift.sum Shift.progress
Office tea kitty. People chip in cash and I take money out when I buy milk, tea bags and biscuits, I add an entry each time money goes in or out. How much is in the tin right now?
  => Entry.balance
Trying to get into flossing every night. One tap when I've done it, and tell me how many nights in a row I've kept it up.
  => Flossing.markDone Flossing.streak
I buy vintage Levi's at thrift stores and boot sales and flip them online. For each item I put what I paid and what it sold for - show the difference on each one and my total profit so far.
  => Item.difference Item.sum
Clear aligners from the orthodontist, I move on to the next tray every 10 days. Show how many days until I switch again and how many trays I've worn so far.
  => Tray.daysUntil Tray.count
Training my search and rescue dog. After each practice search I log how many minutes it took her to find the hidden person. I want her fastest and slowest finds, her average time, and how many searches we've done.
  => Search.min Search.max Search.average Search.count
I read the barometer in the hall every morning and write the pressure down. Show how much it has changed since the reading before, and the highest and lowest this month.
  => Reading.difference Reading.max Reading.min
A list of via ferrata routes in the Dolomites for our trip - name, grade, length, where to park and a photo of the start.
  => (nothing)
directory of the a cappella groups in our region: group name, contact person, rehearsal night, and a link to their videos
  => (nothing)
`;
