/**
 * The ideas of the blind behaviour block W (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran, at the start of the stop after V. Measured once, unread until then,
 * after two commits of rules since V (figures measured of each record again and again, things
 * weighed; "the kids" said of people kept): 2/15.
 */
export const W = `
Hay fever diary: every day I give my symptoms a score out of 10 and jot down the pollen count. What's my average this month and which was my worst day?
  => Day.average Day.max
Weekly guinea pig weigh-ins for Biscuit, Pepper and Mochi. I want each pig's current weight and how much it's gone up or down since the week before.
  => Weighing.latest Weighing.difference
Mobile bike repair stall at the market: every customer gets a punch card, each puncture fix is a punch, and after 5 punches they get a free service which I tap to use up.
  => Card.redeem
Equine vet here and my car boot is basically a pharmacy. Drugs and dressings with how many I have on board and the minimum I like to carry - warn me when something's getting low.
  => Drug.lowStock
Worming schedule for the 7 horses on our yard. Each horse has the date its next wormer is due; show me which ones have slipped past it and let me tap once when a horse has been done.
  => Horse.overdue Horse.markDone
Veg sowing calendar - each variety I'm growing with the date I should sow it. Show how many days I've got left for each one and let me tick it off once it's in.
  => Variety.daysUntil Variety.checkOff
Flexitime at work: I'm contracted 7.5 hours a day and log what I actually worked each day. Am I up or down overall?
  => Workday.balance
Painting the garden fence this summer, 38 panels. I want to tap each panel as it's painted and see what percentage I've finished.
  => Panel.checkOff Panel.progress
My watch gives me a resting heart rate each morning and I copy it in. Show the lowest I've managed and today's figure.
  => Reading.min Reading.latest
Sleep diary - bedtime, wake up time, hours slept each night. What am I averaging this week, and how many nights in a row have I managed 7 hours or more?
  => Night.average Night.streak
Restoring a 1972 Land Rover and my wife wants to know what it's costing. Every receipt goes under bodywork, engine, electrics or interior - what's the grand total and what's gone on each area?
  => Receipt.sum
Our cat keeps being sick on the carpet. I want to log each time (date, what she'd eaten) so I can tell the vet how many times it happened this month and when it last happened.
  => Incident.count Incident.latest
The kids get an hour on the Switch at weekends. A start and stop button for each go, and how many minutes each kid has used today.
  => Session.startStop Session.sum
A list of the best sledging hills around Sheffield - how steep, where to park, good for little ones or not, and a photo.
  => (nothing)
My daughter's favourite bedtime books, who gave her each one, and a picture of the cover so I can buy them for her cousins.
  => (nothing)
`;
