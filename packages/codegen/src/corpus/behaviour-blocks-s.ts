/**
 * The ideas of the blind behaviour block S (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran, at the start of the stop after R. Measured once, unread until then,
 * after four commits of rules since R, all about record types and links: 4/15.
 */
export const S = `
I drive tuk-tuk in Colombo. I write every hire with the rupees, please show me total money for today and how many hires I did.
  => Hire.sum Hire.count
groundhopping!! list of every football ground in the top 4 divisions, tap to tick off the ones I've been to and show how many done out of 92
  => Ground.checkOff Ground.progress
we make kimchi and pickles in onggi jars on the balcony. each jar has the day we started it and the day it should be ready, show how many days to go for each
  => Jar.daysUntil
Shisha lounge in Amman. I keep how many tins of each tobacco flavour we have and want it to warn me before a flavour runs out.
  => Flavour.lowStock
Our 6 dispatch riders in Lagos each have a fuel card. I load money on a card, the rider logs every fill up, I need to see what is remaining on each card.
  => Card.balance
Our apartment block in Chennai gets water from tanker lorries. The watchman writes a level reading of the sump every morning and evening, I want to see how much water went since the previous reading and the most recent level.
  => Reading.difference Reading.latest
my father is diabetic and checks his sugar before breakfast. log each reading, I want the lowest and highest of this week and what was the last one.
  => Reading.min Reading.max Reading.latest
I teach Mandarin online to kids and bill the families by the minute. Start and stop a timer for each lesson and add up the minutes for each family this month.
  => Lesson.startStop Lesson.sum
house filters - water jug filter, cooker hood, aircon, the hoover. each has how many weeks it lasts and when i last changed it. show me which ones are past due
  => Filter.overdue
I fix bicycles by the road in Ouagadougou. Each repair: client name, what is broken, price. When I finish I press done, and in the evening I want to know how much money from finished repairs.
  => Repair.markDone Repair.sum
shoe shine stand in Mexico City. every customer has a card and gets a stamp each shine, the 10th one is free - i want a button to use the free shine on their card
  => Card.redeem
Studying for JLPT N2. Each day I add an entry with how many new kanji I learned. Show total kanji so far and how many days in a row I haven't skipped.
  => Entry.sum Entry.streak
paddling the Danube from Passau to the Black Sea this summer. I log each leg (from, to, km). show my longest leg and how many km I do per leg on average
  => Leg.max Leg.average
reference of knots for teaching my sea scouts - knot name, what it's for, the steps and a photo
  => (nothing)
catalogue of my tin toy robots: maker, country, year, condition, box y/n, photo
  => (nothing)
`;
