/** Blind behaviour blocks A to G (see behaviour-blocks.ts). */
export const A = `
reading log for my two children - every night they tick off that they read, and I want to see each child's reading streak
  => Child.streak Child.checkOff
Vaccination records for our dog and cat. Each vaccination has the next due date; show days until it is due, flag overdue ones, and let me mark a vaccination as given.
  => Vaccination.daysUntil Vaccination.overdue Vaccination.markDone
our band plays gigs, usually one bandmate gets paid the fee and others pay for petrol and gear hire, split it all equally and tell us who owes which bandmate
  => Bandmate.balance
greenhouse seed stock: seeds by variety with how many packets left and the level where I should buy more
  => Seed.lowStock
Dojo app where students check in at each class they attend; a student needs 40 classes for their next belt so show progress toward that
  => Student.progress Student.checkOff
catalogue of my vinyl records - artist, year, genre, condition and a photo of the cover
  => (nothing)
A directory of local farmers markets with their address, which days they open and the vendors at each one.
  => (nothing)
beekeeping: my hives, inspections with a date and kg of honey harvested, total honey per hive and the date of the last inspection
  => Hive.sum Hive.latest
board game nights, log each play and who won, and show how many wins each player has
  => Player.count
family documents like passports and driving licences with expiry dates, days until each document expires pls
  => Document.daysUntil
I make cakes to order; each order has a pickup date, I mark it collected, and orders past their pickup date that weren't collected should show as overdue
  => Order.overdue Order.markDone
Fishing spots and the fish I catch at each one with weight. Biggest fish per spot and number of catches per spot.
  => Spot.max Spot.count
volunteers at the food bank clock in and out with a start/stop button, and the coordinator sees total hours for each volunteer
  => Volunteer.sum Volunteer.startStop
speedrun tracker: games I run, each attempt with a time, show my fastest time per game
  => Game.min
aquarium water testing - my tanks, test results with pH and nitrate, latest pH for every tank and average nitrate
  => Tank.latest Tank.average
`;

export const B = `
I tutor maths after school. Need my students, the lessons I give each one (date + hours) so I can see total hours per student, and invoices with a due date - show me which invoices are overdue and let me mark one paid with one tap
  => Invoice.markDone Invoice.overdue Student.sum
swim club app: swimmers and their race results (event, date, time in seconds). show each swimmers fastest time and how many races theyve done
  => Swimmer.count Swimmer.min
Keep track of our two cars and every service/repair (date, mileage, cost). I want to see when each car was last serviced and how much we've spent on it in total.
  => Car.latest Car.sum
pocket money bank for my 3 kids. they put money in, take money out, want to see how much each one has left and a button to withdraw that wont let them go below zero
  => Kid.balance Kid.redeem
Field trips for my class. Each trip has a permission slip per student, I want to tap a slip when it comes back signed and see how many of the slips are back for each trip (like 18/25)
  => Slip.markDone Trip.progress
recipe box: name, cuisine, ingredients, steps, photo
  => (nothing)
Contact list of the parents in my son's football team - parent name, kid's name, phone, email, any allergies the kid has.
  => (nothing)
guitar practise app. list of songs im learning, hit start/stop when I practise one and it logs the time, then show total time spent on each song
  => Song.startStop Song.sum
newborn tracker - nappy changes and weigh-ins for the baby. how many nappies this week + her latest weight
  => Baby.count Baby.latest
We're planning our wedding!! I want a countdown of days until the big day, and a list of tasks with due dates where I can tick each one done and see the ones we've let slip past their date
  => Task.markDone Task.overdue Wedding.daysUntil
Small shop with 6 staff. Each employee earns holiday days every month and uses them when they take time off. Show days remaining per person and a one-tap "book a day off" that refuses if they have none left.
  => Employee.balance Employee.redeem
print shop supplies - paper, toner, vinyl rolls etc with quantity on hand and a reorder level. flag whatever is running low
  => Supply.lowStock
Birdwatching log. Species list, and each sighting with date, place and how many birds I saw. Per species: number of sightings and the biggest flock I've seen.
  => Species.count Species.max
my grandma takes a few different meds every day. want to tick each one off for today when she takes it and see how many days in a row she hasnt missed it
  => Medication.checkOff Medication.streak
sourdough bakes log, each bake has flour used, hydration % and a score out of 10 i give it. whats my average score for each kind of flour
  => Flour.average
`;

export const C = `
i keep 4 hives at the bottom of the garden. want to log each inspection (date, frames of brood, queen seen y/n, honey taken in kg). show total honey per hive this year + when i last opened each one
  => Hive.sum Hive.latest
Fuel log for our two cars. Each fill-up: date, odometer reading, litres, price paid. I want the km driven since the previous fill-up on every entry, total km driven per car since I started logging, and total spent on fuel per car.
  => Car.difference FillUp.difference Car.sum
electric meter readings app. i read the number off the meter every sunday night and type it in. want the usage (kWh) between each reading and the total used since i started. we have 2 meters, house + the garage flat
  => Meter.difference Reading.difference
Hi! I run a tiny home bakery and I'm drowning in notes. I'd like customers (name, phone, allergies) and their orders (pickup date, what they ordered, price, paid or not). Could there be a button to mark an order as paid with one tap? And on each customer show how many orders they've made and how much they've spent altogether. Also please flag any order where the pickup date has gone by and it still isn't paid.
  => Order.markDone Customer.count Customer.sum Order.overdue
Choir attendance. Singers (name, voice part - soprano/alto/tenor/bass) and attendance at rehearsals. One tap "here today" next to each singer. Show how many rehearsals each singer has come to and their streak of weeks in a row. Also concerts with a countdown (days until) for each.
  => Singer.checkOff Singer.count Singer.streak Concert.daysUntil
spanish flashcards: decks -> cards (front, back, learned yes/no). for each deck show how many cards learned out of the total. start/stop timer on a deck when i study it so it saves how long i studied
  => Deck.progress Deck.startStop
We run a tool library at our makerspace (drills, sanders, a tile cutter, that kind of thing). Tools: name, category, condition. Loans: member name, date out, due back date, returned?. Need: one tap to mark a loan returned, overdue loans highlighted in red, and how many times each tool has been borrowed so we know what's popular.
  => Loan.markDone Loan.overdue Tool.count
cycle to work most days, my bike computer has an odometer so i just want to punch in the reading when i get home. show the km for each ride (since the last reading) and total km on each bike. oh and a streak of days ridden in a row pls
  => Bike.difference Ride.difference Bike.streak
Board game night tracker!! We have a shelf of games, a group of regulars, and every game night we log results (date, game, player, score). I'd love to see per player their highest score ever and their average score, and how many times each game has been played. thx :)
  => Player.max Player.average Game.count
bouldering log. gyms + sessions (date, gym, hardest grade sent as a number 0-10, no. of problems done). want hardest grade per gym, total problems per gym this month, when i last went to each gym
  => Gym.max Gym.sum Gym.latest
Im a dog walker and my clients prepay for bundles of walks (top up: date, number of walks, amount paid). I want each client to have a balance of walks left and a one tap "walk done" button that takes one walk off - it shouldnt let it go below zero if they havent topped up
  => Client.balance Client.redeem
School raffle fundraiser. Sellers (name, class) and sales (date, buyer name, tickets sold, amount £). Show each seller's total raised and progress towards their £100 target.
  => Seller.sum Seller.progress
Allotment app - beds (name, size in m2, what's planted) and harvests (date, crop, weight kg). Total kg per bed this year and the biggest single harvest per bed. Also supplies in the shed (fertiliser, netting, twine, slug pellets) with quantity + a minimum level so it warns me when something's running low
  => Bed.sum Bed.max Supply.lowStock
Guitar practice log w/ the songs I'm learning (title, artist, target bpm). Start/stop practice timer on each song, total minutes practised per song, and the highest bpm I've managed on each (I'll type the bpm in when I log a session)
  => Song.startStop Song.sum Song.max
podcast production tracker. episodes (title, guest, record date, publish date, published?) and tasks under each episode (edit audio, show notes, artwork, socials - done or not). show tasks done out of total per episode, days until each episode's publish date, and a button to mark an episode published
  => Episode.progress Episode.daysUntil Episode.markDone
`;

export const D = `
pottery studio kiln log. we have 2 kilns and I log every firing (date, cone, top temperature). show how many firings each kiln has done and when it was last fired
  => Kiln.count Kiln.latest
Pocket money app for my 3 kids - they earn money doing jobs round the house and spend it at the shop. Show each kid's balance and don't let them spend more than they've got
  => Kid.balance Kid.redeem
IT at our office: laptops (asset tag, model, who has it) and every repair done on one with date, fault and cost. total repair cost per laptop this year + when each laptop was last repaired
  => Laptop.sum Laptop.latest
swim club - swimmers log their 100m freestyle time at each gala. I want each swimmer's fastest time and their average time
  => Swimmer.min Swimmer.average
first aid kits around the building, the items in each kit (plasters, bandages, eyewash) with how many are left and a minimum. flag items that are below their minimum
  => Item.lowStock
Our office lends projectors and cameras to staff. Each checkout has the staff member, the equipment and a due date. One tap to check it back in, and show me which checkouts are overdue
  => Checkout.markDone Checkout.overdue
learning 3 languages on my own. for each language one tap to log that i studied today, and my streak of days in a row per language
  => Language.checkOff Language.streak
school fete: each stall has a target to raise and we record every sale with the amount. show how close each stall is to its target
  => Stall.progress
I'm an immigration adviser; keep my clients' visas with the expiry date and show days until each visa expires
  => Visa.daysUntil
4 of us share a flat and take turns buying groceries. whoever pays logs the amount, split equally between flatmates, show who owes who
  => Flatmate.balance
freelance timesheets: projects for my clients, start/stop a timer on a project while I work and show total hours per project
  => Project.startStop Project.sum
sudoku log - I time every puzzle I solve and note the difficulty level it was. fastest time and number solved for each level
  => Level.min Level.count
Our charity's volunteers log each shift with the hours worked. Show total hours per volunteer this year and progress toward the 100 hours they need for the award
  => Volunteer.sum Volunteer.progress
recipe box with ingredients, steps, prep time and a photo of each dish
  => (nothing)
homebrew batches with the brew date and the date it'll be ready to bottle, days until each batch is ready, and a button to mark a batch bottled
  => Batch.daysUntil Batch.markDone
`;

export const E = `
Bike shop spare parts (inner tubes, brake pads, chains) with the number in stock and a reorder point. Highlight the parts that need reordering
  => Part.lowStock
wine cellar - every bottle with vintage, grape and a drink-by date. how many days left until each bottle should be drunk
  => Bottle.daysUntil
running shoe log: my pairs of shoes and each run (date, distance in km, which shoes). total km on each pair and progress toward 800km when they should be retired
  => Shoe.sum Shoe.progress
tool hire shop - customers rent tools and each rental has a return date. button to mark a rental returned, and show me the overdue rentals
  => Rental.markDone Rental.overdue
Care home: residents and their blood pressure readings (date, systolic, diastolic). Latest reading and average systolic for each resident.
  => Resident.latest Resident.average
revising for my exams!! subjects with a start/stop study timer on each one, and total hours studied per subject
  => Subject.startStop Subject.sum
gym log - exercises (bench press, squat, deadlift) and the sets I do with weight and reps. heaviest weight per exercise and the last date I did each one
  => Exercise.max Exercise.latest
Savings pots (holiday, new car, emergency fund), each with a goal amount. I add deposits to a pot. Show how far each pot is towards its goal.
  => Pot.progress
list of the tradespeople we use - plumber, electrician, roofer - with phone number, email, what they do and a rating out of 5
  => (nothing)
school run rota, us parents take turns driving the kids. log each drive and show how many drives each parent has done
  => Parent.count
web agency: the domain names we manage for clients, each with an expiry date. days until each domain expires and flag the ones that have already expired
  => Domain.daysUntil Domain.overdue
coffee shop loyalty card - customers get a stamp with every coffee and can swap 10 stamps for a free one. show how many stamps each customer has and dont allow a free coffee without enough stamps
  => Customer.balance Customer.redeem
houseplants on my windowsill, I want to tick a plant when I water it and see when each one was last watered
  => Plant.checkOff Plant.latest
weather station - I record temperature and rainfall each day at three sites. highest and lowest temperature per site and total rainfall per site
  => Site.max Site.min Site.sum
golf scorecard app: the courses I play and every round with my score. best (lowest) score on each course and my average score per course
  => Course.min Course.average
`;

/**
 * Written by a writer who saw no code, after E was first measured and the rules it showed were
 * built: meter readings, screen time tokens, jigsaws, festivals, a freezer, guitar practice,
 * returns, a cycling challenge, blood pressure, hiking, poker, scout badges, petrol prices, 100 day
 * challenges and a PTA list.
 */
export const F = `
keep track of my electric and gas meter readings, i type the number off the meter every month and want to see how many units used since last time
  => Reading.difference
my kids earn screen time tokens for jobs and being good, and spend them on 30 mins of tablet. show how many tokens each child has and a button to spend them that says no if they havent got enough
  => Child.balance Child.redeem
catalogue of my jigsaw puzzles - brand, number of pieces, picture, any missing pieces, which cupboard it's in
  => (nothing)
festivals I've got tickets for this summer with the date, and a countdown of days till each one
  => Festival.daysUntil
freezer inventory for batch cooking: each meal has portions left and a minimum i like to keep, flag the ones that are running low
  => Meal.lowStock
guitar practise tracker, I have a list of songs im learning and want a start/stop button for practice sessions on each song, then show total minutes practised per song
  => Session.startStop Song.sum
online shopping returns: stuff i need to send back, shop, return-by date. let me tap when I've returned it and show which are overdue
  => Return.markDone Return.overdue
Cycling club mileage challenge. Each rider sets a target km for the year, logs their rides, and the app shows total km and how far through their target they are.
  => Rider.sum Rider.progress
blood pressure log for me and my dad, readings with systolic/diastolic and pulse, show each persons latest reading and their average
  => Person.latest Person.average
hiking trails i want to walk someday, region, distance, difficulty, notes and a link
  => (nothing)
poker nights with the lads - record each players buy in and cash out every night and show who's up or down overall
  => Player.balance
scout troop badge tracker: scouts, badges, and each time a scout earns a badge. show how many badges each scout has
  => Scout.count
petrol prices at the stations near me, I log the price per litre when I fill up, show the cheapest price each station has had and its most recent price
  => Station.min Station.latest
doing a few 100 day challanges (drawing, no sugar, cold showers). one tap a day on each challenge and show how many days in a row
  => Challenge.checkOff Challenge.streak
PTA volunteer list: parent name, phone, email, kids' classes, what they can help with (baking, stalls, setting up)
  => (nothing)
`;

/**
 * Written by a writer who saw no code, after F was first measured and the rules it showed were
 * built: sea dips, filament spools, tractor hours, tenpin bowling, a price book, waitressing tips,
 * an office tea round, a rugby club bar tab, a sticker album, goats, textbook loans, fasting, a
 * bible-in-a-year plan, baby names and playgrounds.
 */
export const G = `
me and 4 mates do a sea dip every morning before work, all year round. want each of us to be able to tap "went in today" and see how many days in a row we've kept it up
  => Swimmer.checkOff Swimmer.streak
3d printer filament spools - brand, colour, material (PLA/PETG), grams left. warn me when a spool drops to or under the grams I set as my reorder point
  => Spool.lowStock
Farm tractors: every time I fuel up I jot the hour meter reading off the dash. Each reading should show how many hours the tractor did since the previous reading, and the tractor itself should show its most recent reading.
  => Reading.difference Tractor.latest
tenpin bowling league, keep the bowlers and every game they bowl (score, date, lane). I want each bowler's average and their high game
  => Bowler.average Bowler.max
price book for my weekly shop. items (e.g. 4 pints milk, teabags) and every price i spot at different supermarkets with the date. show the cheapest ive ever seen each item and whatever the most recent price was
  => Item.latest Item.min
i waitress at 2 restaurants. log each shift (date, hours, tips) against the restaurant and show me total tips and average tips per shift for each place
  => Restaurant.average Restaurant.sum
office tea round!! list of colleagues, and each time someone makes a round I log it with the date and who made it. show how many rounds each colleague has made so we can shame the slackers
  => Colleague.count
rugby club bar tab. members put money behind the bar and drinks get taken off. show what each member has left, and if they try to get a drink with not enough on their tab it shouldnt let them
  => Member.balance Member.redeem
football sticker album for my son. each album has how many stickers it needs in total, he adds stickers as he sticks them in (number, player). show how far through each album he is
  => Album.progress
our goats - each goat (name, date she was served, due date). big countdown to kidding for each one please so i know who's next
  => Goat.daysUntil
School textbook loans. Pupils sign out textbooks at the start of term with a due back date. I need to see which loans are late and be able to tap to say the book came back.
  => Loan.markDone Loan.overdue
intermittent fasting - just want a button to start a fast and stop it when I eat, and it saves how long each fast lasted
  => Fast.startStop
bible in a year plans. each plan has 365 readings, i want to tap to say i did today's reading and see how far through the plan i am
  => Plan.checkOff Plan.progress
list of baby names we like - name, meaning, origin, boy/girl, who suggested it
  => (nothing)
playgrounds near us: name, address, age range, toilets y/n, cafe y/n, fenced in, notes
  => (nothing)
`;
