/**
 * The ideas of the blind block AN (see blind-blocks.ts): prompts, record types and links written by
 * a writer who saw no code, in domains no earlier block or corpus prompt used, at the start of the
 * stop after AM. Measured once, unread until then, after two commits of rules since AM (values said
 * in the plural of many records are one of each; a thing handed to someone is linked through the
 * act kept): 7/20 (record types alone 12/20; a named record type dropped in 3).
 */
export const AN = `
I set cryptic crosswords for a few newspapers and want to keep each puzzle, which paper it went to, and all the clues in it | Newspaper Puzzle Clue | Puzzle>Newspaper Clue>Puzzle
whale watching boat trips - every trip we log the sightings, and each sighting is of one species from our species list | Trip Sighting Species | Sighting>Trip Sighting>Species
an app for our beaver monitoring group: the territories along the river, the dams in each territory, and the survey visits where we measure a dam | Territory Dam Visit | Dam>Territory Visit>Dam
lobster fishing from our harbour. I work strings of pots, every pot belongs to a string, and I record each haul of a string with how many lobsters and what size | String Pot Haul | Pot>String Haul>String
Arboretum records app. Trees (genus, species, when planted), the collection each tree belongs to, and the donors who sponsored them - one donor can sponsor lots of trees | Tree Collection Donor | Tree>Collection Tree>Donor
wheelwright here, I restore old farm wagons and carts. A customer has one or more wagons, each wagon has its wheels, and I keep track of the jobs I do on every wheel | Customer Wagon Wheel Job | Wagon>Customer Wheel>Wagon Job>Wheel
mahjong club app - members, club nights, and games. each game is played on one club night and has four members at the table | Member Night Game | Game>Night Game<>Member
lacrosse stats for the girls team i coach: players, opponents (the other schools we play), our games against them, and every goal with who scored it and in which game | Player Opponent Game Goal | Game>Opponent Goal>Game Goal>Player
We run a brick kiln near Multan. Moulders make batches of raw bricks and get paid per thousand, and each batch goes into one firing of the kiln | Moulder Batch Firing | Batch>Moulder Batch>Firing
eisteddfod organiser! competitions (solo, choir, recitation...), competitors, and entries where an entry is one competitor in one competition with the adjudicator's mark | Competition Competitor Entry | Entry>Competition Entry>Competitor
CNC job shop. Customers send us drawings for parts, each part belongs to a customer. Work orders are for one part and get run on one of our machines | Customer Part WorkOrder Machine | Part>Customer WorkOrder>Part WorkOrder>Machine
salt pans in the Little Rann - I need the agariya families, the pans that each family works, and the harvests from every pan (date, tonnes) | Family Pan Harvest | Pan>Family Harvest>Pan
cabaret bar. performers, shows, and the acts in each show - an act is one performer doing one number | Performer Show Act | Act>Show Act>Performer
I organise maintenance for a few mountain bothies. Want the bothies, the work parties we hold at each bothy, and which volunteers came on which work party | Bothy WorkParty Volunteer | WorkParty>Bothy WorkParty<>Volunteer
canyoning company: our canyons, our guides, and the descents we run, each in one canyon and led by one guide | Canyon Guide Descent | Descent>Canyon Descent>Guide
airsoft site app. players, game days, our rental guns, and rentals - a rental is one gun handed to one player on a game day | Player GameDay Gun Rental | Rental>Gun Rental>Player Rental>GameDay
Bungee jump operator. I keep our cords and every jump logged against the cord used, because a cord retires after so many jumps | Cord Jump | Jump>Cord
council graffiti removal crew - the public send in reports of graffiti at a location, our crews do cleans, and each clean is for one report and done by one crew | Report Crew Clean | Clean>Report Clean>Crew
timeshare owners club: the apartments, the weeks in each apartment, and the owners who own them (an owner can have several weeks) | Apartment Week Owner | Week>Apartment Week>Owner
well dressing in our Derbyshire village. Each well has a team that dresses it every year, and a team's boards are the clay panels with the picture pressed in | Well Team Board | Team>Well Board>Team
`;
