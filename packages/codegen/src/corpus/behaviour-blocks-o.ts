/**
 * The ideas of the blind behaviour block O (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran. Measured once, unread until then, after four commits of rules
 * (superlatives, taps that say a state, what is logged of each record, "different" counting
 * several): 10/15.
 */
export const O = `
I do knotless braids from my flat in Peckham and some styles take 6 hours. For each appointment i want a start/stop timer, and for each client show the total hours I've spent on her across all her appointments
  => Appointment.startStop Client.sum
freediving training log: disciplines (static apnea, dynamic, no fins) and my attempts in each, with the time or distance. show my best (longest) and my average for every discipline
  => Discipline.max Discipline.average
I feed the street cats around my block in Krakow. We have 5 feeding stations and I want one button to tick that I filled a station today, and to see how many days in a row each station got food.
  => Station.checkOff Station.streak
We are 8 flats in one building in Izmir and we share the costs - cleaner, elevator repair, electricity for stairs. Every flat pays money in to the building fund and expenses get split between flats. I want to see how much each flat owes or is in credit.
  => Flat.balance
my mother sells rice paper and dried noodles at the market in Hue. Each product has how many packs are in storage and the minimum she want to keep, please show which products are running low
  => Product.lowStock
A directory of the Turkish bakeries and cafes in our part of Berlin - name, address, opening hours, what they are known for (simit, pide, baklava).
  => (nothing)
Our extended family runs a few savings funds at the same time - one for sending Mum and Dad on Hajj, one for my cousin's wedding. Each fund has a target amount and we log every contribution. Show how close each fund is to its target.
  => Fund.progress
Our church hall lends folding tables, chairs and the big urn to neighbours for parties. Each loan has who borrowed it and the date it should come back. Show the loans that are late and give me a button to mark a loan returned.
  => Loan.overdue Loan.markDone
In my Vietnamese family we hold death anniversary meals for our ancestors every year. I want a list of the ancestors with the date of the next anniversary and how many days are left until it.
  => Ancestor.daysUntil
koi pond app. each koi (name, variety) gets measured every spring, i log the length in cm. for each measurement show how much the fish grew since the previous one, and show each koi's most recent length
  => Measurement.difference Koi.latest
I am barber in Surulere, Lagos. I want to give customers loyalty: every haircut one stamp, 8 stamps give free cut. I need one tap to redeem the stamps when customer take his free cut.
  => Customer.redeem
catalogue of my grandad's soviet pin badges - theme (space, sport, cities), year, condition, a photo of each one and where he got it
  => (nothing)
we do a pierogi contest at our Polish club every Christmas. Each entry (who made it, filling) gets scores from several judges, I want the average score of each entry.
  => Entry.average
I have 2 generators for my shop in Port Harcourt because NEPA light is not steady. Each time I buy diesel I log the litres and the money. For each generator show the total money I have spent on diesel and the date of the last purchase.
  => Generator.sum Generator.latest
sim racing lap log - the tracks i race on (spa, monza, suzuka) and each lap time. want to see my best (lowest) lap on every track and how many laps i've logged there
  => Track.min Track.count
`;
