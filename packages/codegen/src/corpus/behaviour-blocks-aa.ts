/**
 * The ideas of the blind behaviour block AA (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt used, before anything ran, at the start of
 * the stop after Z. Measured once, unread until then, after two commits of rules since Z (values
 * said in the plural of many records; a thing handed to someone linked through the act): 3/15.
 */
export const AA = `
beach holiday with three small kids, I want to tap when I put sun cream on each of them and see when each one last had it
  => Application.latest
list of everything we bought that came with a warranty - fridge, laptop, the kids bikes - and how many days are left on each one
  => Item.daysUntil
breastfeeding log for my newborn. start and stop a timer for each feed, note which side, and tell me how many feeds so far today
  => Feed.startStop Feed.count
I'm treasurer of our hurling club. Players pay their subs in dribs and drabs through the season so I need to see what each one still owes
  => Member.balance
tug of war team - before a competition I weigh all eight pullers, I need the total team weight (we have to be under 640kg) and who the heaviest is
  => Puller.sum Puller.max
my crochet projects! each blanket or cardigan needs a certain number of squares and I add squares as I finish them. how far along is each project
  => Project.progress
bubble tea shop. every drink a customer buys goes on their card, the 10th drink is free and I want one button to give them the free one
  => Drink.count Customer.redeem
skipping rope challenge for my year 5 class, they count skips each PE lesson. show each kid's average and how many lessons in a row they've done it
  => Session.average Session.streak
advent calendar for the kids but with little activities instead of chocolate (bake biscuits, walk to see the lights...). tick one off each day
  => Activity.checkOff
cold plunge in the garden. start stop timer while I'm in, I write the water temperature every time, whats the coldest I've managed
  => Plunge.startStop Plunge.min
curing my own salami and coppa in the cellar. I weigh every piece when I hang it and again when it comes down, and want to see how much weight each lost
  => Piece.difference
Office manager here. We have 9 kettles and coffee machines across the floors and each should be descaled every 4 weeks. Which ones are overdue, and a tap to say I've just done it
  => Machine.overdue Machine.markDone
I do face painting at kids parties. My paints, glitters and brushes with how many I have of each - warn me when one is running low before a busy weekend
  => Supply.lowStock
somewhere to write down my dreams in the morning - what happened, who was in it, whether it was lucid. just for me to read back
  => (nothing)
Notes on the ramen shops I've been to in Tokyo: name, area, broth type, what I ordered and a photo of the bowl
  => (nothing)
`;
