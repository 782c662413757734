/**
 * The ideas of the blind block AE (see blind-blocks.ts): prompt | record types | links. Written by
 * a writer who saw no code, in domains no earlier block or corpus prompt uses, right after AD was
 * first measured. Measured once, unread until then, after five commits of rules since AD (the one
 * picked with "which", acts carried out, paid or written down, each one per a record, another
 * name in parentheses, one that has many), none about these ideas: 5/20 (record types
 * alone 7/20; a named record type dropped in 3).
 */
export const AE = `
We have cork oak farm in Alentejo. The herdade is divided in parcels, every parcel has many trees with a number painted on the trunk, and each 9 years we strip the bark so I want to register each stripping with the kg we took from the tree | parcel tree stripping | tree>parcel stripping>tree
kaninhop club app (rabbit show jumping). members own the rabbits, one owner per rabbit. we travel to competitions and i want to save each rabbits placing and faults at every competition | member rabbit competition result | rabbit>member result>rabbit result>competition
Our steelpan side in Laventille need something for Panorama season. Players, the pans (tenor, double second, cello, bass) and each pan is kept by one player, and the tunes we practise - players learn many tunes. | player pan tune | pan>player player<>tune
I organise milongas in San Telmo. need venues, DJs, and the milongas - every milonga is at one venue and one DJ plays the music that night | venue dj milonga | milonga>venue milonga>dj
zellige workshop in Fes. clients order mosaics from us, each commission is for one client and uses several of our geometric patterns, same pattern goes in many commissions | client commission pattern | commission>client commission<>pattern
Bridal boutique app please! Brides book fittings, each fitting is for one bride trying one dress from our stock, and one of our three seamstresses does the alterations at that fitting. | bride dress fitting seamstress | fitting>bride fitting>dress fitting>seamstress
making kites for uttarayan in Ahmedabad. shops order from me - every order is from one shop and can have many kite types (patang, chil, ghensiyo) | shop order kite | order>shop order<>kite
Abacus mental arithmetic centre in Ipoh. Students are placed in one level group, each group is taught by one teacher, and every month the kids do a speed test I want to record. | student group teacher test | student>group group>teacher test>student
somos mariachi in Tlaquepaque, we play serenatas. clients hire a serenata (date, adress, price), for each serenata the client pick songs from our repertorio and we decide which musicians go | client serenata song musician | serenata>client serenata<>song serenata<>musician
dominoes league at the social club in Ponce. players form pairs (2 players in a pair, a player only in one pair) and every game is two pairs playing against each other | player pair game | player>pair game<>pair
school uniform shop - we supply 6 local schools. each item (blazer, tie, PE top) belongs to one school's uniform, parents place orders with several items | school item order | item>school order<>item
Roofing contractor. A customer can have several roofs (house, barn, garage), and jobs get done on one roof by 1 or more of my crew | customer roof job worker | roof>customer job>roof job<>worker
I am claw trimmer, I visit dairy farms around Friesland. farms, the cows on each farm (ear tag no.), and every trim I do on one cow with which leg had a lesion | farm cow trim | cow>farm trim>cow
padel club, 4 courts. a booking is one court at one time slot, and up to 4 players are in each booking. players of course book many times | court booking player | booking>court booking<>player
our high school marching band lends uniforms to students every season. uniforms have a number and size, and each loan is one uniform to one student with date out and date returned | student uniform loan | loan>student loan>uniform
university debate society: debaters, tournaments we attend, teams (two debaters make a team for a specific tournament), and the rounds each team debates with the motion and win or loss | debater tournament team round | team>tournament team<>debater round>team
I make wooden toys in small workshop in the Black Forest. Toy designs, the woods I have (beech, maple, cherry) - a design use several woods - and production batches, each batch is of one design | design wood batch | design<>wood batch>design
we are cashew processing group in Parakou. farmers sell raw nuts to us in bags, every bag is weighed and comes from one farmer, and bags are put together in a drying batch | farmer bag batch | bag>farmer bag>batch
kabaddi tournament at our village mela in Punjab. teams, players (each plays for one team), matches between two teams, and each raid a player makes in a match with the points | team player match raid | player>team match<>team raid>player raid>match
Xin chao! My family make silk lanterns in Hoi An. Tourists and hotels order from us, each order from one customer have many lanterns, each lantern have its colour and shape | customer order lantern | order>customer lantern>order
`;
