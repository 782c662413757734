/**
 * The ideas of the blind behaviour block AF (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt used, before anything ran, at the start of
 * the stop after AE. Measured once, unread until then, after three commits of rules since AE (an
 * interval said of the records named first, and no record named by how often; examples set apart
 * after a dash, and a count kept "each with how many"; the act wished for, and the ones meant after
 * "for"): 5/15, the same as before them.
 */
export const AF = `
Launderette with 8 washers and 4 dryers. Tap a machine when a customer's load goes in and again when it finishes, so I can see how long each one has been going.
  => Machine.startStop
tin whistle practice - one tap every day I practise. how many days in a row have I kept it up?
  => Practice.streak
Every evening I do one set of as many pull-ups as I can and write the number down. I want to see my best ever set and what I manage on a typical night.
  => PullUpSet.max PullUpSet.average
I bake in a bread maker most days. Keep my ingredients (strong flour, yeast sachets, salt, seeds) with how much is left and a minimum, and warn me when something needs buying.
  => Ingredient.lowStock
the kids' library books: title, which child, due date. flag any that are late back, and a button to say a book has been returned
  => LibraryBook.overdue LibraryBook.markDone
Travel jabs for our trip to Peru - each booster (tetanus, rabies, hep A) with the date it's due. How long have I got before each one?
  => Booster.daysUntil
Staff canteen at our factory runs on prepaid cards. Workers top up and every lunch gets taken off. Show what each worker has left to spend.
  => Worker.balance
My old phone has a pedometer that only shows a running total. I note the total every night - show how many steps I did since the previous note.
  => Reading.difference
Swimming the English Channel distance (34 km) in my local pool over the winter. I log each swim in metres, how far across am I?
  => Swim.progress
Practising pit stops with our school kart team. Time every tyre change and show the quickest one and how many we've done so far.
  => PitStop.min PitStop.count
Taking bottles and cans to the deposit return machine at the supermarket. Each trip I enter how many and the refund I got. What's the total refund this year, and when did I last go?
  => Trip.sum Trip.latest
Locking up the scout hut after meetings: heating off, windows shut, gas off, alarm set, door locked. Let me tick each one off so nothing gets forgotten.
  => ChecklistItem.checkOff
Our youth club gives kids tokens for helping out, and when a kid has 10 tokens they can swap them for a pizza voucher. I want a button to cash them in.
  => Member.redeem
My collection of vintage safety razors - maker, year, where I bought it, and a photo of each.
  => (nothing)
Field guide of the seashells I've picked up on Norfolk beaches: name, beach, date found and a photo.
  => (nothing)
`;
