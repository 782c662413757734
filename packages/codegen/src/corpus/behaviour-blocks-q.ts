/**
 * The ideas of the blind behaviour block Q (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran. Measured once, unread until then, after four commits of rules since
 * P (a best in parentheses and figures named after their record, one record made from many of
 * another, a listed phrase's participle, a time kept as a record taking part): 6/15.
 */
export const Q = `
i have sari-sari store in Cebu, my suki customers get goods on utang and pay me back little by little. i want to see how much each customer still owe me
  => Customer.balance
I keep my cigars in a humidor - each cigar (brand, vitola, how many I have). Flag it when I'm down to my last two of any cigar so I reorder
  => Cigar.lowStock
We installed biogas digesters for farmers around Musanze. Each digester must get a service visit every 6 months, show me which ones we are late for
  => Digester.overdue
calisthenics skills (handstand, planche, muscle up, front lever). want to tick a skill when I trained it today and see how many days in a row I have kept each one going
  => Skill.checkOff Skill.streak
Our agency organise umrah groups, every group has a departure date. I want to see how many days left before each group fly, and how many pilgrims are booked in each group
  => Group.daysUntil Group.count
English school in Hanoi. Students earn 10 points for every class they attend and can swap 100 points for one free month. Show points each student have and a button to use them
  => Student.balance Student.redeem
k-dramas I'm watching!! each drama has how many episodes it has and I update which episode I'm on. want to see how far through each one I am
  => Drama.progress
volunteer helpline in Lagos. When a volunteer pick a call they press once to begin timing and again when call ends. Need total minutes each volunteer did this week
  => Call.startStop Volunteer.sum
fattening lambs for Eid. every friday I weigh them, each weighing has the lamb, date and kg. on each weighing show how many kg it put on since the weighing before
  => Weighing.difference
I teach maths in Accra. After each test I enter the marks of every student. For each test show the class mean and the lowest mark so I see who needs help
  => Test.average Test.min
toad patrol for our lane in spring. volunteers log each night out at a crossing with how many toads they carried over. show how many nights each crossing had and its best night
  => Crossing.count Crossing.max
I play oud, guitar and bouzouki and forget when I changed strings. log every string change per instrument and show how long since the last one
  => Instrument.latest
Diwali prep list for the whole family - cleaning, buying diyas, rangoli, sweets - each task with who is doing it, and you tap it when it is finished
  => Task.markDone
list of halal restaurants in Tokyo for my friends visiting - name, area, nearest station, if they have prayer room, price range and a photo
  => (nothing)
catalogue of my grandmother's embroidered textiles from Palestine - the village style, year made, who stitched it, the story behind it and photos
  => (nothing)
`;
