/**
 * The ideas of the blind block AJ (see blind-blocks.ts): prompt | record types | links. Written by
 * a writer who saw no code, in domains no earlier block or corpus prompt uses, at the start of the
 * stop after AI. Measured once, unread until then, after two commits of rules since AI (figures
 * measured of each record again and again, things weighed; "the kids" said of people kept), none
 * about these ideas: 3/20 (record types alone 12/20; a named record type dropped in 5).
 */
export const AJ = `
I run a horse transport business with 3 horseboxes. I need our clients and their horses, and every journey (date, from, to) - each journey uses one horsebox but can carry several horses. | horsebox client horse journey | horse>client journey>horsebox journey<>horse
Family health history for my genetic counselling appointment: relatives (name, how they're related to me, year born) and the conditions that run in the family. A relative can have several conditions and the same condition can show up in lots of relatives. | relative condition | relative<>condition
portaloo hire - our units (serial no, standard or accessible), the events that book us, hires where one unit goes out to one event, and the service visits done on each hire (date, who emptied it) | unit event hire visit | hire>unit hire>event visit>hire
PhD synthesis notebook. Compounds (name, formula, molar mass), reactions (date, yield %, solvent) that each make one compound, and the NMR spectra I run on a compound. | compound reaction spectrum | reaction>compound spectrum>compound
Toy library at our children's centre. Families join up (parent name, kids' ages), we have toys (name, age range, number of pieces) and each borrowing is one family taking one toy for two weeks. | family toy borrowing | borrowing>family borrowing>toy
skittles league app: the pubs with an alley, teams that play out of a pub, players on each team, and match nights held at a pub. Each player's score on a match night gets written down. | pub team player match score | team>pub player>team match>pub score>player score>match
Canary breeding this season!! my birds (ring number, colour, cock or hen), the pairs I put together, and each pair's clutches (date of first egg, eggs laid, how many hatched) | bird pair clutch | pair>bird clutch>pair
Histology teaching slides: cabinets, the slide boxes in each cabinet, and the slides in each box (tissue, stain, species). Also a log of loans - which box, the student name, date out and date back. | cabinet box slide loan | box>cabinet slide>box loan>box
We run a baby bank. Referrers (health visitors, social workers, midwives) refer families to us, we keep stock items like prams, cots and clothes bundles, and every family gets parcels made up of several items. | referrer family item parcel | family>referrer parcel>family parcel<>item
gutter cleaning. customers + the houses they own (some landlords have loads), and each clean I do at a house with the price and before/after photos | customer house clean | house>customer clean>house
I hire out vintage china for weddings and tea parties. Tea sets (pattern, number of pieces, deposit), customers, and hires - a hire can take several sets and a set goes out on many hires. I also note breakages (which set, which hire, what broke, charge). | set customer hire breakage | hire>customer hire<>set breakage>hire breakage>set
Underwater hockey club. Players, our squads (men's, women's, mixed, juniors) where a player can be in more than one squad, and the tournaments we enter, usually with a few squads at each. | player squad tournament | player<>squad squad<>tournament
mead making: honeys (varietal, which beekeeper), yeast strains, and batches. Each batch uses one honey and one yeast and has gravity readings taken over a few weeks. | honey yeast batch reading | batch>honey batch>yeast reading>batch
Postcrossing log for me. People I swap with (username, city) and which country they're in, and the cards - each card is either sent to or received from one person. | person country card | person>country card>person
Our mobile library van does a fortnightly route round the villages. I want the stops (village, time, parking spot), the borrowers who use each stop, and every loan they take out (book title, due back). | stop borrower loan | borrower>stop loan>borrower
Carnivorous plant collection. Species (e.g. Drosera capensis, Sarracenia flava), my plants - each one is one species and came from a nursery - the nurseries, and the repottings of each plant (date, mix used). | species plant nursery repotting | plant>species plant>nursery repotting>plant
Green Belt Relay team app for our running club. There are 22 stages (distance, start point), our runners, and 3 teams. A leg is one runner doing one stage for one team, with their finish time. | stage runner team leg | leg>stage leg>runner leg>team
I install and service stairlifts. Customers (address, next of kin), the stairlifts fitted in each customer's home (model, rail length, date fitted), our 4 engineers, and service calls - which lift, which engineer went, what was done. | customer stairlift engineer call | stairlift>customer call>stairlift call>engineer
Seed bank at our botanic garden. Accessions (species, collection site, date collected), germination tests where 25 seeds of one accession go in a dish at a set temperature, and the daily counts for each test (day number, seeds sprouted). | accession test count | test>accession count>test
planning my kids' birthday parties this year. my 3 kids, each kid's party (date, venue, theme), the friends we invite (name, parent's phone), and an rsvp from each friend for each party they're invited to | kid party friend rsvp | party>kid rsvp>party rsvp>friend
`;
