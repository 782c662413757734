/**
 * The ideas of the blind behaviour block I (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran. Measured once, before any rule was changed: 3/15.
 */
export const I = `
I'm the caretaker at a primary school and have to do the legionella checks. Every tap and shower outlet gets its water temperature taken each month and has a next-check date. I want to see the most recent temperature for each outlet and which ones are past their next-check date and haven't been done.
  => Outlet.latest Outlet.overdue
chem stockroom at a sixth form college. chemicals w/ amount left (g or ml), a reorder level & an expiry date. tell me when something's running low and how long till each one expires pls
  => Chemical.lowStock Chemical.daysUntil
Powder coating shop. Customers drop off jobs (wheels, railings, bike frames) with a promised date. I need a button to mark a job finished, and to see any jobs that are running late.
  => Job.markDone Job.overdue
Journal for my mobile notary work. Each signing: signer name, ID type and number, document type, date, location, fee charged. That's all, it's just my notary journal.
  => (nothing)
I lead ghost walks round York. Want somewhere to keep my routes and the stops on each one - name of the spot, the story I tell, how long I talk there, any props I need.
  => (nothing)
my skincare routine is getting complicated lol. steps like cleanser, vit c, retinol, spf. one tap to say i did a step today + how many days in a row ive kept it up
  => Step.checkOff Step.streak
I'm a Duke of Edinburgh leader. Each student has their sections (volunteering, physical, skill) and each section needs a set number of hours. They log sessions with the hours done. Show how far along each section is towards its hours, and when they last logged anything for it.
  => Section.progress Section.latest
Summer camp tuck shop. Parents put money on their kid's account before camp and each time a camper buys sweets or a drink we take it off. Need to see what's left on each camper's account.
  => Camper.balance
Tanning salon - customers buy courses of sunbed sessions (6 or 12 at a time, I want to log each purchase). Give me a quick button to use up one session when they come in, and show how many each customer has left.
  => Customer.redeem Customer.balance
snooker hall, 8 tables, people pay by the hour. start & stop a clock on a table when a frame starts/ends, and show the total time each table's been played
  => Table.startStop Table.sum
Growing giant pumpkins for the autumn weigh-off! I measure each pumpkin's circumference every few days. I'd love to see how much each one has grown since the previous measurement, and how big it is now.
  => Pumpkin.difference Pumpkin.latest
We've booked three cruises for the next couple of years. Each cruise has a total price and we pay it off in instalments. How many days until we sail on each one, and how much is still to pay?
  => Cruise.daysUntil Cruise.balance
paper plane contest for my year 4 class. each kid's plane gets 3 throws, measured in metres. need the longest throw for every plane & the average too
  => Plane.max Plane.average
I'm watching fares for a few flights I might book (e.g. Heathrow to Tokyo in March). Every time I check I jot down the price. Show the cheapest I've seen for each flight and what it was the last time I looked.
  => Flight.min Flight.latest
Tracking the Freedom of Information requests I've sent to councils and police forces. Every request has a date the response is due by, and I chase them by email. Show how many chasers each request has had, and flag the ones that are past due with no reply yet.
  => Request.count Request.overdue
`;
