/**
 * The ideas of the blind block AH (see blind-blocks.ts): prompt | record types | links. Written by
 * a writer who saw no code, in domains no earlier block or corpus prompt uses, at the start of the
 * stop after AG. Measured once, unread until then, after two commits of rules since AG ("one
 * lifeguard at one beach per shift"; a link said only in a question), none about these ideas: 6/20
 * (record types alone 17/20; a named record type dropped in none).
 */
export const AH = `
I'm the groundsman at our cricket club. I need the strips on the square, the matches (date, opposition) played on each strip, and the tasks I do on each strip like mowing, rolling and watering. | strip match task | match>strip task>strip
Small weekly newspaper in Cork. Reporters write stories, each story runs in one edition, and our photographers take the photos for a story. | reporter story edition photographer photo | story>reporter story>edition photo>story photo>photographer
we're a charity taking therapy dogs into hospitals. handlers own the dogs, each visit is one dog going to one ward on a date, and wards belong to a hospital | handler dog visit ward hospital | dog>handler visit>dog visit>ward ward>hospital
Cell culture room: our cell lines (name, species, mycoplasma status), the flasks growing each line, which incubator each flask sits in, and the passages of each flask (date, split ratio). | line flask incubator passage | flask>line flask>incubator passage>flask
I have ostrich farm near Oudtshoorn. The ostriches live in camps, every camp have a few birds. Hens lay eggs and each egg go in one incubator, I need to know which hen lay it. | ostrich camp egg incubator | ostrich>camp egg>ostrich egg>incubator
SSD at our hospital. Instrument trays (name, speciality), instruments in each tray, and cycles - each cycle runs in one of our autoclaves and sterilises lots of trays, a tray goes through many cycles. | tray instrument cycle autoclave | instrument>tray cycle>autoclave cycle<>tray
Scottish country dance club - the dances (name, jig or reel or strathspey, bars), our balls (date, hall) with the programme of dances for each ball, and the members who go to each ball. | dance ball member | ball<>dance ball<>member
pet crematorium app. owners, their pets (species, weight), cremations (date, individual or communal) and the urns we sell. each cremation is for one pet and the ashes go in one urn | owner pet cremation urn | pet>owner cremation>pet cremation>urn
100 mile trail race next month. aid stations (mile, captain), volunteers who each work at one station, runners (bib no) and check ins when a runner comes thru a station with the time | station volunteer runner in | volunteer>station in>runner in>station
laser tattoo removal clinic. clients, each client's tattoos (where on body, colours, size), and the sessions on each tattoo (date, fluence) done by one of our 3 technicians | client tattoo session technician | tattoo>client session>tattoo session>technician
Structural biology group. The proteins we work on, crystallisation trays set up for one protein, the crystals we harvest from a tray, and our synchrotron visits - each crystal gets shot on one visit. | protein tray crystal visit | tray>protein crystal>tray crystal>visit
I make tempe at home industry in Malang. I buy soybean from suppliers, each purchase from one supplier, every batch of tempe use soybean from one purchase, and I sell to warung, each sale is for one warung. | supplier purchase batch warung sale | purchase>supplier batch>purchase sale>warung
three kids, two schools, way too many teachers lol. kids (each goes to one of the schools), the schools, teachers (each at one school) and parents evening meetings where one kid sees one teacher | kid school teacher meeting | kid>school teacher>school meeting>kid meeting>teacher
Conservation studio at the county archive. Collections, the items in each collection (volume, map, charter), treatments done on an item by one of our conservators, and the materials used in each treatment. | collection item treatment conservator material | item>collection treatment>item treatment>conservator treatment<>material
goat yoga on our smallholding!! goats (name, age, how chill they are), classes (date, time), attendees, and bookings - a booking is one attendee for one class. a few goats come to each class and a goat does lots of classes | goat class attendee booking | booking>attendee booking>class class<>goat
Head housekeeper, 90 room hotel. Floors, rooms on each floor, my room attendants (each one is given one floor), and the daily cleans - a clean is one room done by one attendant. | floor room attendant clean | room>floor attendant>floor clean>room clean>attendant
I wind and service clocks in churches and country houses. Clients, their buildings, the clocks in each building (turret, longcase, bracket) and my visits to each clock. | client building clock visit | building>client clock>building visit>clock
Highland games in Cowal: athletes, the heavy events (caber, stone, hammer) each with one judge, and every throw - a throw is one athlete in one event with the distance or score. | athlete event judge throw | event>judge throw>athlete throw>event
I help at wat in Chiang Rai. Need monks, donors, ceremonies and donations. Each ceremony is lead by one monk and every donation is from one donor at one ceremony. | monk donor ceremony donation | ceremony>monk donation>donor donation>ceremony
Ice fishing derby on Mille Lacs. Anglers sign up in teams of 2 to 4, each team gets one shack (number, GPS), and we log every catch (species, weight) by an angler. | team angler shack catch | angler>team team>shack catch>angler
`;
