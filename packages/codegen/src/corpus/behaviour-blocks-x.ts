/**
 * The ideas of the blind behaviour block X (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran, at the start of the stop after W. Measured once, unread until then,
 * after two commits of rules since W (an item asking which record each one has; ones named after a
 * preposition): 3/15.
 */
export const X = `
walking the whole Leeds and Liverpool canal in bits at weekends, it's 127 miles. I'll log each stretch (date, from, to, miles). how much of the 127 have I got through, and what's the longest day I've managed so far?
  => Walk.progress Walk.max
Our ukulele group keeps a tin. Everyone puts in 2 quid a week and we take money out for songbooks, strings and the hall's tea and biscuits. I just want to write down money going in and money coming out and see what's actually in the tin right now.
  => Entry.balance
My husband has a stoma and I order all his supplies (bags, adhesive remover spray, barrier wipes, flange extenders). Each item with how many boxes we've got and the number where I need to ring the pharmacy - flag anything getting down near that so we never run out on a bank holiday weekend
  => Supply.lowStock
catalogue of my old film cameras - make, model, year, film format, whether it still works, a photo of each one
  => (nothing)
fishing seasons!! brown trout opens 15 march, salmon on the tweed 1 feb, coarse 16 june etc. list each season with its opening date so i can see how long i've still got to wait for each
  => Season.daysUntil
Family dentist reminders. Me, my husband and our 3 kids - each person has the date of their last check-up and how many months there should be between visits (kids 6, adults 12). Show me who has let it slip.
  => Person.overdue
no spend january. every day i put whether i bought anything that wasn't bills or food. how many no-spend days have i had so far, and how many on the trot am i on right now?
  => Day.count Day.streak
10 mile time trials on Tuesday evenings. I enter date, course and my time (mins and secs). Want my fastest ever ride and what I'm typically doing this season.
  => Ride.min Ride.average
tummy time for our 8 week old. one tap when she goes down on her front and another when she's had enough, and how many minutes that adds up to today
  => Session.startStop Session.sum
falafel wrap shop - regulars get a stamp every time they buy, 8 stamps gets a free wrap. one tap to stamp a card and one to give the free one, which uses up the 8 stamps
  => Customer.redeem
US national parks - we want to see all 63 over the next few years of road trips. list them with the state, and let me tick each one once we've been and show how far through the 63 we are
  => Park.checkOff Park.progress
Laying my yacht up for the winter, same list every year: drain the engine cooling water, oil change, sails off, antifoul, batteries home etc. I want to work through it and mark each job finished as I go.
  => Job.markDone
Fabric shop stocktake. Every month I measure the metres actually left on each bolt and put it next to what the till system thinks we should have. Show how far out each fabric is, so I can spot where the wastage is.
  => Fabric.difference
The wildflowers on our village common - name, colour, which month it flowers, whereabouts on the common, and a photo. Basically a little field guide for the kids in the village.
  => (nothing)
kids feet. i get all three measured at the shoe shop every couple of months - save each measuring (date, length, width fitting) and on each kid just show their size as it stands now so i don't have to scroll
  => Measurement.latest
`;
