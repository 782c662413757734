/**
 * The ideas of the blind behaviour block Z (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran, at the start of the stop after Y. Measured once, unread until then,
 * after two commits of rules since Y (a kind read from a word anywhere gives no fields; an amount
 * of what the person did is a figure): 4/15.
 */
export const Z = `
trying to build up to a 5 minute plank. I log every hold in seconds - show me my longest one ever and how many days in a row I've kept it going
  => Hold.max Hold.streak
I run the flower stall outside the station. For each flower (tulips, eucalyptus, gyp, roses) I keep how many bunches I've got and the point where I need to ring the wholesaler. Just flag the ones that are getting low please
  => Flower.lowStock
Session drummer here, I play for about six bands. Every gig has a date, venue, band and fee. I want to see how many days until each gig and the total I've been paid this year
  => Gig.daysUntil Gig.sum
Each morning I read the max and min off the thermometer in my greenhouse. Show the gap between them for each day and the coldest night we've had
  => Reading.difference Reading.min
five a side on thursdays. players pay money into the pot whenever, and each game they turn up to costs them 6 quid. I need to see who's in credit and who owes
  => Player.balance
pottery painting cafe - every time a customer paints with us they get a stamp, and once they've got 10 I want one button to swap them for a free mug
  => Customer.redeem
I'm training my rescue greyhound and the neighbour's spaniel (recall, loose lead, settle). I want to start a timer when a session begins and stop it when we finish, and see the average session length
  => Session.startStop Session.average
paramotor pilot - before each flight I run a preflight checklist (fuel, lines, carabiners, throttle cable, reserve pin...). let me tick off each item and show how many are still left to do
  => ChecklistItem.checkOff ChecklistItem.count
Our cottage is damp so there's a little hygrometer in every room and I jot down the humidity when I remember. Show the most recent reading for each room and the highest it's ever got
  => Reading.latest Reading.max
gratitude journal, 3 things every night. how many entries have i written altogether and whats my current run of days without missing
  => Entry.count Entry.streak
Our canoe club has 30 buoyancy aids and each one needs checking every 6 months. Show me which are past their check date and let me tap one to mark it checked
  => BuoyancyAid.overdue BuoyancyAid.markDone
our pub quiz team writes down our score every Tuesday out of 50. what's our average and our best ever night
  => QuizNight.average QuizNight.max
Reading all of Shakespeare this year. Each play has its number of scenes and I log how many scenes I got through at each sitting. Show how far through each play I am as a percentage
  => Play.progress
Our church has loads of brass memorial plaques and I'd like to record each one: the wording, who it remembers, where in the church it is, and a photo
  => (nothing)
scrapbook of the concert tickets I've kept since the 90s - artist, venue, date, who I went with and a photo of the stub
  => (nothing)
`;
