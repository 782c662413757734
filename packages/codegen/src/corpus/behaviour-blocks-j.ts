/**
 * The ideas of the blind behaviour block J (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran. Measured once, unread until then, after two
 * commits of data-model rules and none of behaviour: 9/15.
 */
export const J = `
wordle with my family group chat lol. each of us logs our score every day (guesses 1-6 or X). who's got the best average & how many days in a row has each person played
  => Player.average Player.streak
I'm slowly working my way round the Munros. I'd like a list of the hills (name, height, region) and a log of each ascent with the date and who I went with. For every hill, show how many times I've been up it and when I was last up there.
  => Hill.count Hill.latest
height chart for the kids instead of pencil marks on the door frame! each child, then every few months a measurement (date, cm). want to see how much they've grown since the last one
  => Measurement.difference
I've got loads of gift vouchers in a drawer (john lewis, amazon, a spa one...). add each w/ the amount it started with, log when i spend some, show what's left on each
  => Voucher.balance
I'm doing two sponsored challenges this year for the hospice, a head shave in March and a 100 mile walk in June. Each challenge has a target, people pledge an amount to one challenge, and I'd like to tick off a pledge once the money has actually come in. Show how close each challenge is to its target.
  => Challenge.progress Pledge.markDone
I'm booking secretary for our village hall. Bookings (hirer, date, room, fee, payment due date) - I want to mark each one paid when the money arrives and see at a glance who's behind on paying.
  => Booking.markDone Booking.overdue
retro sweet shop, we sell from big jars. each sweet has grams left in the jar and a reorder level, flag the ones running low so i know what to get from the wholesaler
  => Sweet.lowStock
Our charity applies for a number of grants each year. For each grant we record the funder, the amount requested and the application deadline. Please show how many days remain until each deadline, and allow us to mark an application as submitted.
  => Grant.daysUntil Grant.markDone
new puppy!! practising commands with him (sit, down, stay, recall, leave it). want one tap to say we did a command today, and how many days in a row we've kept each one up
  => Command.checkOff Command.streak
I do an ironing service from home and charge by the hour. Customers drop off baskets, and I want to start and stop a timer on each basket while I'm ironing it so I know what to charge.
  => Basket.startStop
i buy the 10 journey bus tickets for me and the kids. each ticket: who it's for, date bought. tap when we use a journey & show how many are left
  => Ticket.redeem
The procurement office needs a register of contracts out to tender (title, department, estimated value) and the bids received from suppliers for each contract. For each contract, show the lowest bid received.
  => Contract.min
work step challenge!! everyone logs their steps each day. show each walker's total so far and their best single day
  => Walker.sum Walker.max
my snow globe collection - where it's from, year, who gave it to me, size, photo
  => (nothing)
A list of dog-friendly pubs and cafes near us, with the address, whether dogs are allowed inside, water bowls y/n, and a few notes.
  => (nothing)
`;
