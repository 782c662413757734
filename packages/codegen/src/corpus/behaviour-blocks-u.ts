/**
 * The ideas of the blind behaviour block U (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran, at the start of the stop after T. Measured once, unread until then,
 * after two commits of rules since T ("one lifeguard at one beach per shift"; a count asked of
 * records the owner does not link is not its only linked kind): 4/15.
 */
export const U = `
learning to juggle this year - 3 ball cascade, reverse cascade, mills mess, 4 balls. one tap on a trick when i practised it today, and show how many days on the trot ive kept each trick going
  => Trick.checkOff Trick.streak
Our camera club has a darkroom that members rent by the hour. Tap when a member goes in and again when they come out, and add up each member's hours so we can bill them.
  => Member.startStop Member.sum
Hotel staff recognition scheme: when a guest praises an employee by name they get 10 points. Employees can swap 200 points for an extra day off - I want one button to use the points and see how many points each person still has.
  => Employee.balance Employee.redeem
foster kittens!! each kitten has the date it's big enough to be neutered and go to a new home. show how long is left till each one can go, like 12 days
  => Kitten.daysUntil
After the flood in our street I have many insurance claims going - building, contents, car. Each one has date when papers must be sent. I want to tap when I sent it and see in red the ones where the date is passed already.
  => Claim.markDone Claim.overdue
scanning all my mum's old photo albums. each album has how many photos are in it, every evening I note how many I scanned from which album. show how far through each album I am and how many I've scanned so far
  => Album.progress Album.sum
Volleyball coach, U16 girls. Every few weeks I test each player's vertical jump in cm. Want to see each player's best jump ever and her most recent one.
  => Player.max Player.latest
I have dairy in Punjab with 12 buffalo. Morning and evening we write the litres from every buffalo. Please show for each buffalo her usual litres per milking, the mean, and all her litres added together.
  => Buffalo.average Buffalo.sum
I coach a small cycling team and weigh the riders before and after every long ride to check they drink enough. For each ride show how many kg were lost.
  => Ride.difference
motorhome tyres - I check all 6 tyres before each trip and write down the psi. for each tyre show the reading from the last check and the lowest it's ever been
  => Tyre.latest Tyre.min
my african grey parrot is learning words! every time he says one of his words i want to log it and see how many times he's said each word
  => Word.count
diabetes supplies for my son - test strips, lancets, pen needles, sensors, each with how many boxes we have. warn me when any is running short so I can ask the GP for more.
  => Supply.lowStock
A list of the lighthouses on the Brittany coast I want to visit - name, height, year built, whether you can climb it, and a photo.
  => (nothing)
my son's birthday party is at the soft play place, i need list of the kids coming: name, parent phone, any allergy, who picks them up
  => (nothing)
Factory line supervisor. Every shift I log the overtime hours of each worker. Need each worker's hours added up for the month and the mean overtime per shift for each worker.
  => Worker.sum Worker.average
`;
