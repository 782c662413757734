/**
 * The ideas of the blind behaviour block AD (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt used, before anything ran, at the start of
 * the stop after AC. Measured once, unread until then, after three commits of rules since AC (a
 * reading counted is an instrument's dated number; the number said of a reading is the one it
 * shows; a change since the previous reading of all, with nothing linking them): 6/15.
 */
export const AD = `
After each biathlon race I log the date, the venue and how many of my 20 shots missed. I'd like to see what I typically miss per race so I know if my shooting is getting better.
  => Race.average
Chiropractor, solo practice. Each patient has how many weeks they should go between adjustments - show me who is past due so I can ring them.
  => Patient.overdue
first bodybuilding comp prep!! list of the shows I might enter with the date and federation, and how long I've got left until each one
  => Show.daysUntil
I make handmade paper. My fibres and supplies (kozo, abaca, cotton rag, sizing) with how many kilos are in the studio and the level I reorder at. Flag anything running short.
  => Supply.lowStock
parkour training - moves I'm drilling (kong vault, precision, lache). tap when I practise a move that day and show how many days in a row I've kept each one going
  => Move.streak
We have two float tanks. Staff hit a button when a client gets in and again when they get out, so we know how long each float lasted.
  => Float.startStop
kebab shop loyalty cards. every kebab gets the customer a stamp, 10 stamps = a free one, and I need a button to use up the stamps when they claim it
  => Customer.redeem
Korfball club membership. The season fee is 120 and members pay in bits whenever they can. Show what each member still owes.
  => Member.balance
I marble paper to order for bookbinders. Each order is a number of sheets and I add batches as I finish them - how far through each order am I?
  => Order.progress
Small hardware store. Whenever someone asks for something we don't stock I add it, and I want to see how many times each thing has been asked for so I know what to start selling.
  => Item.count
I coach three javelin throwers and log every throw in training (metres, date). Show each thrower's longest ever throw.
  => Thrower.max
We run four glamping pods. Between guests there's a reset list (strip beds, empty the log burner, restock tea, check the gas) and I want to tick each job off for that changeover.
  => Task.checkOff
Hatched our first emu chicks! I weigh each chick every Sunday and want to see how much it put on since the last weigh-in.
  => Chick.difference
the quidditch drills our coach uses - drill name, what it practises, how many players, and a photo of the diagram
  => (nothing)
Catalogue for my vintage umbrella and parasol collection: maker, decade, handle material, canopy fabric, what I paid.
  => (nothing)
`;
