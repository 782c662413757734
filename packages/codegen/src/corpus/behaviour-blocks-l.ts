/**
 * The ideas of the blind behaviour block L (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran. Measured once, unread until then, after five commits of rules drawn
 * from K: 4/15.
 */
export const L = `
wife's due any day now and the midwife said to time the contractions. just need a big button to start and stop each contraction, and show the average length so we know when to ring the hospital
  => Contraction.startStop Contraction.average
We heat the farmhouse with oil and I dip the tank every Saturday and write down the level in litres. Can I log each reading and see the latest level, plus how much we've burnt since the previous reading?
  => Reading.latest Reading.difference
My son just got his learner's permit and the state wants 50 hours of supervised driving before he can take his road test. I'd like to log each drive (date, minutes, day or night, which parent was in the car) and see how far along he is toward the 50 hours.
  => Drive.progress
Food safety diary for our café. We check the temperature of each fridge morning and evening. For every fridge I want to see the most recent check and the warmest reading we've logged.
  => Check.latest Check.max
I childmind from home and need a simple record of each child I look after: name, date of birth, allergies, GP surgery, who's allowed to collect them and emergency contact numbers.
  => (nothing)
I teach reception and the art cupboard is always running out of something. supplies (glue sticks, PVA, poster paint, googly eyes) with how many we've got and a minimum for each - flag whatever's running low so I can order before it's gone
  => Supply.lowStock
Me and my mum do car boot sales most Sundays. Each boot sale has the date and the field we're at, and I jot down every sale (what it was, price). Would love the total we took at each boot sale.
  => Sale.sum
dialling in espresso on my new machine. beans (roaster, origin, roast date) and every shot i pull: dose g, yield g, time in seconds, taste rating 1-10. want the average rating for each bean
  => Shot.average
Pop-up art exhibition in the old library for two weeks. I want a simple tap-when-someone-walks-in thing that logs a visit, and shows how many visits we've had each day.
  => Visit.count
cross stitch WIPs!! each pattern has the total stitch count and I update how many I've done. show how far through each one I am as a percentage
  => Pattern.progress
New build snagging list. Rooms and the snags in each (description, photo, reported date). One tap to mark a snag as fixed once the builders sort it, and show how many are still outstanding.
  => Snag.markDone Snag.count
my nan's thimble collection that's now mine - each thimble: material (china, silver, brass), where it's from, rough age, any markings and a photo
  => (nothing)
had my ACL reconstruction last month and the physio gave me a list of exercises to do every day (heel slides, quad sets, straight leg raises). I just want to tick each one off for today and see how many days in a row I've kept it up
  => Exercise.checkOff Exercise.streak
I'm a sports massage therapist. Clients buy a pack of 5 or 10 massages upfront. When they come in I want to use one session from their pack with one tap, and see how many sessions they've got left on it.
  => Pack.redeem Pack.balance
hatching eggs in my incubator this spring. each batch: eggs set, date set, and hatch due date (21 days for hens, 28 for ducks). show days left until each batch should hatch and flag any batch that's gone past its hatch date
  => Batch.daysUntil Batch.overdue
`;
