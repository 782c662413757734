/**
 * The ideas of the blind behaviour block R (see behaviour-blocks.ts): written by a writer who saw
 * no code, in domains no earlier block or corpus prompt uses, with what each should compute and do
 * written before anything ran, right after Q was first measured. Measured once, unread until then,
 * after five commits of rules since Q (the one picked with "which", acts carried out, paid or
 * written down, each one per a record and how long since the last one, one that has many): 6/15.
 */
export const R = `
our school feeding programme in Zomba keeps maize, beans and cooking oil in the store room. we write every time we take out or a delivery come, please warn us when any item go under 5 bags
  => Item.lowStock
I import phone accessories from Shenzhen. Each shipment has its ETA and I want to see how many days are left till each one lands
  => Shipment.daysUntil
masjid committee here - we have 12 smoke alarms around the building and the batteries should be changed every 6 months. we record each change and want to know which alarms are late
  => Alarm.overdue
my two children always forget brushing teeth at night. one tap for each child when they brushed, and show how many nights in a row they did it without missing
  => Child.checkOff Child.streak
I want to keep my grandfather's letters from the war - who wrote each letter, the date, the town it was sent from and a scan of the pages
  => (nothing)
selling coconuts on Palolem beach. I add every sale with the rupees, show me what I made each week
  => Sale.sum
we have 40 mango trees on the farm. every harvest I count how many fruits each tree gave. want the average per tree and the best harvest each tree ever had
  => Tree.average Tree.max
building my house in Kumasi. for each material (cement, iron rods, blocks) I collect quotes from different suppliers, show me the cheapest quote for each material
  => Material.min
shooting film again!! each roll is 24 or 36 exposures and i note every frame i take (place, aperture). want to see how far through each roll i am
  => Roll.progress
courier van driver. every morning I get a list of parcels for my round, I want to tap each one when it's delivered and see how many I've delivered today
  => Parcel.markDone Parcel.count
noraebang in Busan, we charge by the minute. tap when a group goes into a room and again when they leave, and keep the minutes for each room
  => Room.startStop
list of wild swimming spots in Slovenia for our group - name, GPS, how to get there, how deep, and some photos
  => (nothing)
book swap shelf in our cafe in Lyon. members get one point for every book they bring and can spend 2 points to take one home. show each member how many points they have
  => Member.redeem Member.balance
the kids in my class grow sunflowers and we measure every one on Monday. I want to see how many cm each sunflower grew since the week before
  => Sunflower.difference
Sewing school in Tamale with 10 machines. Each time we oil a machine or change the needle I write it down, I need to see when each machine was last serviced
  => Machine.latest
`;
