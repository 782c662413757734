/**
 * The ideas of the blind behaviour block V (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran, at the start of the stop after U. Measured once, unread until then,
 * after two commits of rules since U ("each one" in parentheses after a record; "usual" and
 * "typical" as an average): 4/15.
 */
export const V = `
Tooth fairy ledger for my three kids. Each lost tooth gets the date and how much the fairy left under the pillow - I want to see how many teeth each child has lost and the total paid out to each one.
  => Child.count Child.sum
Our landscaping business has five vans and each van has an MOT due date. Show how many days until each van's MOT and flag any that have gone past it.
  => Van.daysUntil Van.overdue
meditation log. I have a few practices (breath counting, body scan, loving kindness) and log every sit with how many minutes. show how many days in a row I've kept up each practice and the total minutes for each
  => Practice.streak Practice.sum
A list of the stone circles and standing stones in Cornwall I'd like to visit one day, with the grid reference, nearest parking and a photo.
  => (nothing)
Sacristy cupboard at our church: the supplies (candles, communion wafers, incense, charcoal) with how many of each are left and a reorder level. Warn me when anything is running low.
  => Supply.lowStock
Artist here - I keep a list of open call competitions with the entry fee and closing date. How many days are left to enter each one? And let me tick off the ones I've entered.
  => Competition.daysUntil Competition.checkOff
I let six bedsits with prepaid electric. Tenants top up money and each week I take off what their room used - show how much credit each room has left.
  => Room.balance
Planting spring bulbs round the village green with the school kids. Each flowerbed has a number of bulbs to go in and we log how many get planted each session - show how far along each flowerbed is as a percentage.
  => Flowerbed.progress
Blackberry patches along the canal and the lanes near us. I weigh every pick in grams - show the total from each patch and when I last picked there.
  => Patch.sum Patch.latest
I keep quail in three hutches and weigh the eggs each morning. For each hutch show the average egg weight, plus the heaviest and lightest egg.
  => Hutch.average Hutch.max Hutch.min
Archive of my daughter's artwork so I can finally recycle the paper ones - each drawing or painting with the date, her age, the title she gave it and a photo.
  => (nothing)
we fly a lot with hand luggage only. for each flight I put the airline's weight allowance and what my suitcase weighed at home, and want to see how much I'm under or over
  => Flight.difference
Moving house admin! A list of organisations I need to give my new address to (bank, GP, DVLA, employer, dentist). One tap to mark each one done.
  => Organisation.markDone
Pedalo hire on the boating lake - ten pedalos. I tap start when one goes out and stop when it comes back, and want the total minutes each pedalo has been out.
  => Pedalo.startStop Pedalo.sum
Smoothie bar loyalty cards. Every smoothie a customer buys earns a stamp, and at 9 stamps they get a free one that I redeem with a tap at the till.
  => Customer.redeem
`;
