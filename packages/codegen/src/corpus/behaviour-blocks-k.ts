/**
 * The ideas of the blind behaviour block K (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran. Measured once, unread until then, after four commits of data-model
 * rules and none of behaviour: 4/15.
 */
export const K = `
I run a small Irish dancing school and feis season is mad busy. Dancers (name, age group, level), the feiseanna coming up (name, town, date), and entries saying which dancer is entered in which dance at which feis. I'd love a countdown on every feis so the girls know how long they've got, a tally of how many entries each dancer has, and a quick tap to mark an entry as paid once the parents hand over the fee
  => Feis.daysUntil Dancer.count Entry.markDone
canine hydro pool - dogs come in for swims after surgery etc. pls give me a start/stop timer per dog so i can time each swim, then show total minutes swum per dog & when they last came in
  => Dog.startStop Dog.sum Dog.latest
We run a burger food truck at weekends. I keep a list of the ingredients on board (buns, patties, cheese slices, sauces) with how many we've got and the level where I need to order more. Just want it to shout at me when something's running low before we head off to an event.
  => Ingredient.lowStock
Housing association customer services. We must log tenant complaints (reference, tenant name, category, date received) and respond within ten working days under the Housing Ombudsman code. Officers need to be able to record a complaint as closed, and the system should highlight any complaint that has passed its response deadline without being closed.
  => Complaint.markDone Complaint.overdue
our town has a time bank - members give an hour (gardening, lifts to the doctor, computer help) and earn an hour credit, then spend credits when someone helps them. need each member's hours in vs out so we can see where they stand, and when someone gets help it should take the hours off but never let them go below zero
  => Member.balance Member.redeem
Our primary school does the Daily Mile, every class goes out and runs round the field. I'm PE lead and want teachers to tap once to say their class did it today, and I want to see which class has gone the most school days in a row without missing it (friendly competition in assembly!)
  => Class.checkOff Class.streak
Parish tree planting project. We have 5 planting sites, each with a target number of whips (e.g. 400 at the recreation ground). Volunteers log every planting session with how many went in. Want a running total per site and a bar showing how far along we are towards its target.
  => Site.sum Site.progress
i run the christmas club at our corner shop, members pay in a few quid a week and some take a bit out early for emergencies. want to know what each member has got saved after ins and outs, and how many weeks on the trot theyve paid in
  => Member.balance Member.streak
Junior athletics club, I coach the throwers. Athletes (name, age group) and every throw they do at training or competitions: event (shot, discus, javelin), distance in metres, date. Want to see each athlete's personal best and their average distance so we can track improvement.
  => Athlete.max Athlete.average
Feeling guilty that we don't see the family enough! Could I have a list of the relatives (grandparents, aunties, my brother in Leeds) and log every visit? Then show me when we last saw each of them and how many times we've visited them.
  => Relative.latest Relative.count
Community centre office: two photocopiers, and the user groups pay per copy. At the end of each month I write down the counter number off each machine as a reading. It's a running total so I need the app to work out how many copies were made since the previous reading.
  => Reading.difference
busker here (acoustic, mostly covers). pitches around town + every session I play at a pitch & what went in the case. start a timer when i set up, stop it when i pack away. total takings per pitch & my best ever session at each
  => Pitch.startStop Pitch.sum Pitch.max
For the centenary our local history society is researching the names on the village war memorial. For each man: full name, rank, regiment, service number, date of death, where buried, family details, a photo if we can find one, and notes from the archives. Simply a place to keep it all together.
  => (nothing)
A directory of the clubs and societies in our village for the new residents welcome pack: name, what they do, contact person, phone, meeting day and time, where they meet, yearly subs, website.
  => (nothing)
Cub pack pinewood derby next month!! Every cub builds a car, and each car runs several heats down the track. I time the heats with a stopwatch and type the seconds in. Want the quickest time for every car and how many heats it's done.
  => Car.min Car.count
`;
