/**
 * The ideas of the blind behaviour block Y (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran, at the start of the stop after X. Measured once, unread until then,
 * after two commits of rules since X (progress asked as how near a record is to its target;
 * progress of all records toward a whole the idea states): 3/15.
 */
export const Y = `
We've got 3 rabbit hutches in the garden and each one needs mucking out every 5 days. I want a button to say I've just cleaned a hutch and to see which ones have gone too long
  => Hutch.markDone Hutch.overdue
hair salon colour cupboard - every dye shade with how many tubes are left and the number I never want to go under, flag the ones I need to reorder
  => Dye.lowStock
Academic conferences I might submit to this year - name, city, submission deadline. Show me how many days I've got left for each one
  => Conference.daysUntil
writing my first novel! every day I add a writing session with the number of words. I want to see how many days in a row I've written and how many words I've done altogether
  => Session.streak Session.sum
My parents keep a holiday spending fund for each grandchild. They add money in, the kids spend it at the seaside, and we want to see what each grandchild has left
  => Grandchild.balance
dry cleaners: every shirt a customer brings in earns a point, and at 20 points they get a suit cleaned free. need a quick way to cash in the free clean when they have enough
  => Customer.redeem
I'm a freelance accompanist for three choirs and get paid by the hour for rehearsals. A button to start when a rehearsal begins and stop when it ends, per choir, plus total hours for each choir
  => Choir.startStop Choir.sum
closing up the cafe at night: fryer off, fridges checked, tills cashed up, back door locked. I want to tick each one as I go
  => Task.checkOff
I've got 3 compost heaps and stick a thermometer in each one every few days. For each heap show me the current temperature and the hottest it has ever got
  => Heap.latest Heap.max
electric car trips - I note the battery percent when I set off and when I arrive. For each trip show how much battery it used
  => Trip.difference
Getting quotes for jobs on the house (roof, boiler, new windows). Each job gets quotes from a few different builders and I want to see the cheapest one for each job
  => Job.min
I manage four teams at work and time our stand-up meetings. I want to see for each team how many stand-ups we've had and how long they take on average
  => Team.count Team.average
collecting signatures for a few local petitions (save the library, 20mph on our road). each petition has a target number and we add signatures as we get them - how close is each one
  => Petition.progress
Directory of the piano and violin teachers in our town for the other parents - name, instruments, price per lesson, phone number, whether they do online lessons
  => (nothing)
A record of my grandfather's old woodworking planes - maker, type, size, condition, a photo and any story behind it
  => (nothing)
`;
