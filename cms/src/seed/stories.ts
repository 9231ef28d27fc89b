/** One demo story; `palette` colours the locally generated landscape picture (sky top, sky bottom, sun, far hills, near hills). */
export interface SeedStory {
  title: string; // at most 80 characters
  postType:
    | 'adventure'
    | 'cultural'
    | 'food'
    | 'photography'
    | 'solo'
    | 'family'
    | 'luxury'
    | 'budget'
    | 'guide'
    | 'tips'
    | 'lifestyle'
    | 'wellness';
  author: string; // a plausible writer's name, several different ones across the file
  metaDescription: string; // 120–160 characters, a real search-result description
  daysAgo: number; // how many days before today it was published; spread 0–60, all different
  palette: [string, string, string, string, string]; // five #rrggbb colours fitting the place (e.g. desert dusk, alpine morning)
  imageAlt: string; // alt text describing the generated landscape picture
  content: string; // Markdown
}

export const seedStories: SeedStory[] = [
  {
    title: "A First-Timer's Guide to Japan's Rail Passes",
    postType: 'guide',
    author: 'Kenji Mori',
    metaDescription:
      'Is the Japan Rail Pass still worth it? How to compare the national and regional passes, book seats, and work out whether single tickets are cheaper.',
    daysAgo: 0,
    palette: ['#f6c9d0', '#fdeee6', '#e8434f', '#8d9db6', '#3e5641'],
    imageAlt: 'Stylised spring morning over layered hills in central Japan, with a red rising sun',
    content: `Every week someone asks me whether they should buy a Japan Rail Pass, and my honest answer since the October 2023 price rise is: _it depends, and you should do the maths_. Here is how I work it out for friends visiting for the first time.

## The national pass in numbers

The nationwide JR Pass now costs **¥50,000 for 7 days**, ¥80,000 for 14 days and ¥100,000 for 21 days in ordinary class. A single reserved seat on the shinkansen from Tokyo to Kyoto costs roughly ¥14,000, so a simple Tokyo–Kyoto–Tokyo loop comes to around ¥28,000. That is nowhere near ¥50,000.

The pass starts to pay off when you cover real distance: Tokyo to Hiroshima and back, a detour to Kanazawa, or a run north to Sendai and Aomori. My rule of thumb is to add up the long single fares on a site like Jorudan or Navitime; if they pass about ¥55,000 in seven days, the pass wins.

## Regional passes are often the better deal

JR companies sell cheaper passes that cover one region. The ones I recommend most often are:

- **JR East Pass (Tohoku area)** – five flexible days within a two-week window, ideal for Nikko, Sendai and the onsen towns of the north.
- **JR West Kansai Area Pass** – good value if you base yourself in Osaka and make day trips to Kyoto, Nara, Himeji and Kobe.
- **JR Kyushu Pass** – for Fukuoka, Kumamoto, Kagoshima and the volcano country in between.

Because these passes are regional, they pair nicely with one cheap long-distance ticket, or an overnight bus, between regions.

## How to use a pass on the day

1. Buy online from the official JR site or an authorised agent, then collect the physical pass at a JR ticket office or a pass-compatible machine with your passport.
2. Reserve seats for free at the green machines or the ticket counter. On busy routes in Golden Week or mid-August, reserve days ahead.
3. Feed the pass through the automatic gates, just like a normal ticket.
4. Note that the fastest Nozomi and Mizuho trains are no longer banned, but you pay a supplement of several thousand yen per ride. The slightly slower Hikari is included and barely loses you twenty minutes between Tokyo and Kyoto.

## What a pass will not cover

City subways, most private railways (Kintetsu, Hankyu, Odakyu) and buses sit outside JR, so you will still want an IC card such as Suica or ICOCA loaded with ¥3,000–¥5,000. Tap it at gates, convenience stores and vending machines; a cold can of green tea from a platform machine costs about ¥150 and tastes better after a long ride.

> My best tip: sit on the right-hand side (seat E in ordinary cars) heading from Tokyo to Osaka, and on a clear winter morning you will watch Mount Fuji slide past the window.

If your plan is mostly Tokyo, Kyoto and Osaka, skip the national pass, buy single tickets and spend the difference on a good kaiseki dinner instead.`,
  },
  {
    title: 'How to Plan Two Weeks in Portugal on the Train',
    postType: 'guide',
    author: 'Tomás Oliveira',
    metaDescription:
      'A two-week rail itinerary for Portugal: Lisbon, Sintra, Coimbra, Porto, the Douro Valley and the Algarve, with fares, journey times and booking advice.',
    daysAgo: 4,
    palette: ['#7fb7e6', '#f7e3c3', '#ffd166', '#c9a27e', '#4f6d3a'],
    imageAlt: 'Stylised warm afternoon over the terraced vineyards of the Douro Valley in Portugal',
    content: `Portugal is a small country with a railway that mostly runs along a single north–south spine, which makes it one of the easiest places in Europe to see without a car. I have done this loop three times; this is the version I now give to friends.

## The route at a glance

1. **Lisbon (4 nights)** – trams, viewpoints and a day trip to Sintra from Rossio station, about 40 minutes each way for a few euros.
2. **Coimbra (2 nights)** – the old university town, roughly 1 hour 40 minutes north on the Alfa Pendular.
3. **Porto (4 nights)** – including one long day up the Douro.
4. **Back south to the Algarve (3 nights)** – Lagos or Tavira, via Lisbon.
5. **Lisbon (1 night)** – for your flight home.

## Booking trains and what they cost

Portugal's national operator is CP, and you can buy tickets on the CP website or app. The fast **Alfa Pendular** and slightly slower **Intercidades** trains take reservations; book a week or more ahead and you may find discounted fares. Lisbon to Porto takes about three hours and usually costs between €25 and €40 in second class. Lisbon to Faro is around three and a half hours for a similar price.

Regional and urban trains, such as Porto to Pinhão in the Douro Valley, do not need reservations. That Douro line is the highlight of the trip: it leaves from São Bento station, with its walls of blue-and-white azulejo tiles, and runs for the last hour right beside the river. The ticket is only about €11 each way. Sit on the **right-hand side** heading upstream.

## Practical tips

- Load a _Viva Viagem_ card in Lisbon for metro, trams and the Sintra trains; in Porto the equivalent is the _Andante_ card.
- Platform numbers are posted late, so wait by the departures board rather than on the platform.
- Trains to the Algarve often change at Tunes for Lagos; the connection is timed but tight.
- Strikes happen. Check the CP site the day before travelling.

## Where to slow down

The mistake most people make is squeezing Évora, Óbidos, Nazaré and Aveiro into the same fortnight. Pick one extra stop at most. I would rather spend a whole afternoon in a Porto tasca over a bifana and a cold Super Bock, watching the Ribeira light turn gold, than tick off another town from a train window.

> "The best thing in Portugal is always the next lunch," a waiter in Coimbra told me, and he was right.

For opening hours, events and regional information, the official tourism site [Visit Portugal](https://www.visitportugal.com) is genuinely useful, especially for festival dates in June, when Lisbon and Porto fill up with sardine smoke and street parties.`,
  },
  {
    title: 'Packing for Patagonia: A Layer-by-Layer Guide to the W Trek',
    postType: 'guide',
    author: 'Sofia Reyes',
    metaDescription:
      "What to pack for Torres del Paine's W Trek: layering for four seasons in a day, refugio bookings, park fees and the gear that actually earned its weight.",
    daysAgo: 9,
    palette: ['#5d8fc9', '#d9e7f2', '#fff4c2', '#8a9bab', '#2f4a3a'],
    imageAlt: 'Stylised clear morning over the granite towers and turquoise lakes of Torres del Paine',
    content: `The wind in Torres del Paine is not a figure of speech. On my second day on the W Trek, a gust near Lago Pehoé knocked a grown man in front of me clean onto his knees. Packing for this route is less about looking the part and more about dealing with sun, rain, sleet and gales before lunch.

## Before you pack: bookings and fees

Since the park introduced mandatory reservations, you **cannot** camp or sleep in a refugio without a confirmed booking. Sites are run by different operators, so you will usually book some nights with Vertice and others with Las Torres. Reserve months ahead for December to February.

Foreign visitors also pay a park entrance fee, bought online in advance through the official CONAF system. Buses from Puerto Natales to the park take about two hours, and the catamaran across Lago Pehoé runs on a timetable, so carry some Chilean pesos in cash for the crossing in case card machines are down.

## The layering system that worked

- **Base layer:** a merino long-sleeve top and light leggings. I wore the same top for four days and it still passed the refugio sniff test.
- **Mid layer:** a fleece or light synthetic jacket, the thing you will take on and off twenty times a day.
- **Insulation:** a compact down or synthetic puffy for evenings at camp, when the temperature drops fast.
- **Shell:** a _properly_ waterproof jacket with a hood that cinches tight, and waterproof over-trousers. Cheap ponchos shred in the wind.
- **Extremities:** a warm hat, a buff, thin gloves plus waterproof outer mitts, and sunglasses. The Patagonian sun is sharp even when it is cold.

## Other gear worth its weight

1. Trekking poles, for the steep boulder scramble up to the Base de las Torres viewpoint and for stability in crosswinds.
2. A 50–60 litre pack with a liner; rain covers blow off.
3. Blister kit and broken-in boots. The trail to Mirador Británico in the French Valley is long and rocky.
4. A reusable bottle. Stream water is generally drunk untreated in the park, but ask rangers about current advice.
5. Earplugs, because refugio dorms are full of early risers.

## On the trail

Start the Base de las Torres hike before dawn if you want the towers lit pink; allow around four hours up from the Central area. Cook shelters are crowded at seven in the evening, so eat early.

> Pack for the worst weather you can imagine, then be grateful when the clouds part for ten minutes over the Cuernos.

The official site [Chile Travel](https://chile.travel) has up-to-date information on park access and the wider Magallanes region.`,
  },
  {
    title: 'Three Days in Marrakech: A Practical Itinerary for the Medina',
    postType: 'guide',
    author: 'Amara Nwosu',
    metaDescription:
      'A three-day Marrakech itinerary: Jemaa el-Fnaa, palaces, souks and gardens, with entry prices in dirhams, getting from the airport and haggling tips.',
    daysAgo: 14,
    palette: ['#f4a259', '#f9dcc4', '#ffef9f', '#c2703d', '#7a3b2e'],
    imageAlt: 'Stylised late afternoon glow over the Atlas foothills outside Marrakech',
    content: `The first time I stepped into the Marrakech medina I got lost within four minutes, and a boy of about ten offered to guide me "to the square" for twenty dirhams. It is that kind of place: loud, sweet with mint and grilled meat, and much easier once you have a plan.

## Getting in and getting oriented

From Marrakech Menara airport, the **L19 airport bus** costs around 30 MAD and stops near Jemaa el-Fnaa. A petit taxi should be about 70–100 MAD by day; agree the price before you get in. Cars cannot enter most of the medina, so if your riad is deep inside, ask it to send someone to meet you.

Download an offline map, but trust the riad's hand-drawn directions more. House numbers make little sense, and the lanes rarely follow straight lines.

## Day one: the square and the palaces

- Morning: **Bahia Palace**, with painted cedar ceilings and quiet courtyards, for about 100 MAD.
- Late morning: the Saadian Tombs, small but exquisite. Go early to avoid the queue.
- Afternoon: mint tea on a rooftop overlooking **Jemaa el-Fnaa**.
- Evening: dinner at the numbered food stalls. Stall regulars will wave menus at you; choose the busiest stall with the most locals and eat the harira soup, grilled merguez and aubergine salad.

## Day two: souks and a madrasa

Start at the **Ben Youssef Madrasa**, the old Quranic school whose carved stucco and zellij tilework are the most beautiful interiors in the city; entry is around 50 MAD. Then wander the souks: leather in Souk Cherratine, metal lanterns near Rahba Kedima, and the dye-stained lanes of the tanners.

Haggling is expected. My approach:

1. Ask the price, then pause and smile.
2. Offer roughly a third and settle somewhere near half.
3. Walk away politely if it is not right. Nobody is offended.

## Day three: gardens and a hammam

Book a timed ticket for the **Jardin Majorelle** and arrive at opening to see the cobalt walls before the crowds. In the afternoon, try a local neighbourhood hammam for under 50 MAD, or a spa hammam for several hundred; bring flip-flops and a change of underwear.

> Say "la, shukran" (no, thank you) with a smile and keep walking. It works far better than ignoring people.

For festival dates and regional ideas, including trips into the High Atlas, check the official [Visit Morocco](https://www.visitmorocco.com) site. Friday lunchtime is couscous day, and I still think about the one I ate in a tiny place behind the spice square.`,
  },
  {
    title: 'Two Nights Under the Stars in Wadi Rum',
    postType: 'adventure',
    author: 'Daniel Okafor',
    metaDescription:
      "Jeep tracks, a scramble up the Burdah rock bridge and two nights in a Bedouin camp: a first-hand account of Jordan's Wadi Rum desert, with prices in dinars.",
    daysAgo: 18,
    palette: ['#2b2d5c', '#e07a5f', '#f2cc8f', '#b5543c', '#6d2e24'],
    imageAlt: 'Stylised dusk over the red sandstone dunes and cliffs of Wadi Rum',
    content: `The silence hit me before the view did. Our driver, Salem, switched off the jeep's engine at the top of a red dune, and for a long moment there was nothing: no wind, no birds, just the tick of the cooling engine and the sand slowly turning the colour of apricots.

## Getting to Wadi Rum

I took the early minibus from Aqaba, about an hour's ride, and paid the **5 JD** protected area fee at the visitor centre (it is covered if you hold the Jordan Pass). Our camp collected us from Rum village. Most camps charge somewhere between 30 and 60 JD per person per night, including dinner and breakfast, and a full-day jeep tour adds roughly 50–80 JD split across the group.

## Scrambling the Burdah rock bridge

The real adventure was **Jebel Burdah**. The natural arch sits high on a sandstone dome, and reaching it involves about two hours of scrambling with a few exposed moves. Salem's cousin guided us, and I was glad of it: the route is not marked, and a wrong ledge ends in a long drop.

What I would tell anyone attempting it:

- Hire a local Bedouin guide; it is expected and it is safer.
- Wear shoes with sticky rubber soles, not running trainers.
- Start by 7am to avoid the midday heat, even in spring.
- Carry at least two litres of water per person.

Standing on the bridge, with the desert falling away in every direction, my legs were shaking for reasons that had nothing to do with fatigue.

## Nights in the desert

Dinner was _zarb_: chicken, potatoes and onions cooked for hours in a pit under the sand, lifted out in a cloud of steam as everyone applauded. Afterwards we sat around the fire with sweet sage tea while the Milky Way rose over the cliffs so brightly that it cast faint shadows.

Nights are cold from November to March, often close to freezing, so bring a warm layer and a hat. Camps provide thick blankets, but I slept in my fleece anyway.

> "The desert gives you time," Salem said, pouring a third glass of tea. "In the city you only have minutes."

## Before you go

The Jordan Pass, which bundles your visa with entry to Petra and Wadi Rum, is almost always worth buying if you stay three nights or more in the country. Details are on the official [Visit Jordan](https://www.visitjordan.com) site. Bring cash in dinars for the camp and tips; card machines are rare out here.

I left with sand in every pocket and a promise to come back in April, when the desert flowers bloom.`,
  },
  {
    title: 'Lanterns on the Thu Bon River: Full Moon Night in Hoi An',
    postType: 'cultural',
    author: 'Priya Raman',
    metaDescription:
      "What happens on Hoi An's monthly full moon night, from lantern boats on the Thu Bon River to ancestor offerings, plus ticket prices and how to visit well.",
    daysAgo: 22,
    palette: ['#1d2a4d', '#5b4a7a', '#ffd56b', '#3f5a6b', '#24393f'],
    imageAlt: 'Stylised full moon rising over the river and low hills around Hoi An',
    content: `On the fourteenth day of every lunar month, the old town of Hoi An switches off its electric lights and lets the lanterns take over. I had timed my trip for it, and by six in the evening the whole riverside smelled of incense and grilled rice paper.

## A town that still keeps its calendar

What struck me first was that the full moon is not a show put on for visitors. Outside the shophouses on Tran Phu Street, families set small altars on the pavement: fruit, sticky rice, paper offerings and bundles of incense for their ancestors. An elderly woman explained, through her granddaughter, that the full moon is when you remember the people who came before you.

The old town's mix of Chinese assembly halls, Japanese merchant houses and French colonial facades tells you why Hoi An matters. For centuries it was one of Southeast Asia's great trading ports, and those communities left their temples behind. The **Fujian Assembly Hall**, with its dragon fountain and coiling incense spirals hanging from the roof, was my favourite.

## How to visit on full moon night

- Buy the **old town ticket** (about 120,000 VND), which covers entry to five heritage sites of your choice. It also helps fund conservation.
- Arrive in the late afternoon, visit the assembly halls while they are quiet, then stay for dusk.
- A short boat ride on the Thu Bon River costs around 150,000–200,000 VND for the boat. Agree the price first.
- Paper lanterns to float on the water cost a few thousand dong. The river gets crowded, so be gentle with the current.

## Food on the way

Hoi An's signature dish is **cao lau**, thick chewy noodles with pork, greens and crunchy croutons, traditionally made with water from a particular local well. I ate mine on a plastic stool near the Japanese Covered Bridge for 35,000 VND, followed by a _banh mi_ from one of the famous stalls, which is worth the queue.

## Being a good guest

1. Dress modestly for the temples; shoulders covered is the rule in most.
2. Ask before photographing altars or people making offerings.
3. Rent a bicycle (about 30,000 VND a day) and ride out to the rice fields towards An Bang beach in the morning.

> "We light lanterns so the ancestors can find their way home," the granddaughter told me. "And so we can find ours."

From Da Nang, a Grab car to Hoi An takes about 45 minutes. Stay at least two nights so you can see the town both lit up and waking up.`,
  },
  {
    title: "Smoke, Mole and Mezcal: Eating My Way Through Oaxaca's Markets",
    postType: 'food',
    author: 'Sofia Reyes',
    metaDescription:
      "A food lover's walk through Oaxaca's markets: the smoke hall of 20 de Noviembre, tlayudas, mole negro, chapulines and mezcal, with prices in pesos.",
    daysAgo: 26,
    palette: ['#f28f3b', '#fcd5a5', '#fff3b0', '#9c6644', '#5a3e2b'],
    imageAlt: 'Stylised golden evening over the Sierra Madre hills around the Oaxaca valley',
    content: `You smell the **Pasillo de Humo** before you see it. Walk into Mercado 20 de Noviembre from the side entrance and a thick, sweet smoke rolls down a corridor lined with grills, where women in aprons fan the coals and shout prices for meat.

## How the smoke hall works

It took me a few minutes to understand the system, so here it is:

1. Choose a butcher and point at what you want: thin sheets of _tasajo_ (salted beef), _cecina_ (chilli-rubbed pork) and small links of Oaxacan chorizo. Around 150–250 MXN feeds two generously.
2. The butcher grills it for you over charcoal.
3. Vendors will then bring you tortillas, grilled spring onions, guacamole, salsas and radishes, each for a few pesos.
4. Find a seat at a long communal table and pay each vendor separately.

I ate with my fingers, tearing the charred meat into warm tortillas, while a trio of musicians played next to the table for tips.

## Mole, seven ways

Oaxaca calls itself the land of seven moles, and I tried as many as I could. The famous **mole negro** is dark, bitter and faintly sweet, made from dozens of ingredients including several dried chillies, chocolate, burnt tortillas and spices. At a family-run comedor inside the market it came over chicken with rice for around 120 MXN. _Mole amarillo_, lighter and herbier, was the surprise favourite of the week.

## Street food after dark

- **Tlayudas**: huge crisp tortillas spread with pork lard, beans, cheese and meat, folded and toasted over coals. Expect 80–130 MXN.
- **Chapulines**: toasted grasshoppers with lime and chilli. Salty, crunchy, far better than I feared.
- **Tejate**: a cold pre-Hispanic drink of maize and cacao, sold from big painted bowls in Mercado Benito Juárez.
- **Hot chocolate**: ground with cinnamon and sugar at mills near the market. You can watch the beans go in.

## Mezcal, slowly

Mezcal here is sipped, never shot. At a small mezcalería near Santo Domingo, the bartender poured me three tastes from clay bottles, each from a different agave, and served them with orange slices and _sal de gusano_, the salt ground with chilli and toasted agave worm.

> "Para todo mal, mezcal; para todo bien, también." For every ill, mezcal; for every good, too.

Go on a weekday morning, when the market is calmer, and carry small peso notes; most stalls do not take cards. And bring an appetite bigger than you think you have.`,
  },
  {
    title: "Chasing Winter Light in Norway's Lofoten Islands",
    postType: 'photography',
    author: 'Maya Lindqvist',
    metaDescription:
      'Photographing Lofoten in late winter: low sun, red fishing cabins, Skagsanden beach and the northern lights, with camera tips, timings and costs in kroner.',
    daysAgo: 31,
    palette: ['#34495e', '#f5b7b1', '#fde3a7', '#aab7c4', '#1f2d3a'],
    imageAlt: "Stylised pastel winter morning over the snowy peaks of Norway's Lofoten Islands",
    content: `In late February the sun in Lofoten never climbs very high. It slides along the horizon for a few hours, painting the snow on the peaks pink and peach, and for a photographer that means the golden hour lasts most of the day.

## Why late winter

I went in the last week of February. The polar night has ended, days are getting noticeably longer, and there is still a good chance of **northern lights** after dark. The weather is the catch: storms blow through fast, and a clear morning can turn into sideways snow by lunch. Build in spare days.

## Where I shot

- **Hamnøy and the Reine bridge** – the classic view of red rorbuer cabins under jagged mountains. Arrive before sunrise; by nine the bridge is lined with tripods.
- **Sakrisøy** – the yellow fishing cabins make a lovely contrast with the blue snow at dusk.
- **Skagsanden beach at Flakstad** – ripples of sand and meltwater lead the eye to Hustinden. It is one of the best aurora locations on the islands.
- **Uttakleiv** – the so-called dragon's eye rock pool. Check the tide tables, since it only works at the right water level.

## Camera tips for the cold

1. Carry **two or three spare batteries** in an inside pocket. Cold drains them in minutes.
2. Use a sturdy tripod and hang your bag from the hook; wind along the coast is relentless.
3. For the aurora, start at around ISO 1600, f/2.8 and 5–10 seconds, then adjust. Longer exposures blur the ribbons.
4. Let your camera warm up slowly in a sealed bag before going indoors, or condensation will fog the lens.
5. Microspikes for your boots are essential. I saw two people fall on icy car parks.

## Practicalities and costs

Norway is expensive, and Lofoten is no exception. I rented a small car in Leknes, which is the only realistic way to chase light, and stayed in a rorbu in Reine for around 1,800 NOK a night, shared with a friend. A coffee and cinnamon bun cost about 90 NOK. Supermarkets like Coop and Joker kept us fed; we cooked fish cakes and pasta most nights.

Roads are narrow, icy and shared with tour buses. Never stop on bridges or in passing places for photos.

> The best frame of my trip came on a grey day, when the cloud lifted for four minutes and lit a single peak above Reine like a lamp.

Be patient, watch the forecast and the aurora app, and give the islands time to show you their light.`,
  },
  {
    title: 'Alone on the Georgian Military Road: Tbilisi to Kazbegi Solo',
    postType: 'solo',
    author: 'Hannah Cole',
    metaDescription:
      'Travelling solo from Tbilisi to Stepantsminda on the Georgian Military Road: marshrutkas, sulphur baths, a hike to Gergeti Trinity and staying safe alone.',
    daysAgo: 35,
    palette: ['#86a8e7', '#eef3fb', '#fff1a8', '#8fa3a8', '#3b5b3f'],
    imageAlt: 'Stylised alpine morning over the Caucasus peaks above Stepantsminda in Georgia',
    content: `I was nervous about travelling alone in Georgia for about a day. Then a woman selling churchkhela outside Tbilisi's Dry Bridge market pressed one into my hand, refused payment, and told me in a mixture of Russian and gestures that I was too thin. After that, the country felt like a series of small kindnesses.

## Settling into Tbilisi

I spent three nights in the old town, in a guesthouse with a wooden balcony hanging over a crooked lane. Solo highlights:

- **The sulphur baths** of Abanotubani. Private rooms are rented by the hour, usually somewhere between 50 and 150 GEL depending on size, so as a solo traveller I chose a small room and a scrub from an attendant who worked on my back like she was sanding a table.
- The cable car up to **Narikala Fortress** for sunset, then walking down through the botanical garden.
- Khinkali for dinner. Eat them by the twisted top, slurp the broth, and leave the knot on the plate. At one to two lari each, a solo meal costs almost nothing.

## On the road north

The **marshrutka** minibus to Stepantsminda (still widely called Kazbegi) leaves from Didube station when it is full, and the ride takes about three hours. Fares are around 15–20 GEL. If you prefer to stop at Ananuri fortress and the Jvari Pass viewpoint, shared taxis from the same station are easy to arrange, and a good way to meet other travellers.

The road climbs through pine valleys, past the bright mosaic of the Russia–Georgia Friendship Monument, and into bare, enormous mountains. I had the window seat and did not look at my phone once.

## The hike to Gergeti Trinity

From Stepantsminda, the walk up to **Gergeti Trinity Church** takes around 90 minutes. Leave early, before the jeeps bring the crowds. Standing beside the fourteenth-century church, with Mount Kazbek's glacier glowing behind it, I understood why people cross continents for this view. Women should bring a scarf and a skirt or wrap, which are sometimes offered at the door.

## Solo safety notes

1. Georgia feels very safe, but the usual rules apply at night in Tbilisi.
2. Hospitality often arrives with **chacha**, the fierce grape spirit. It is fine to say no, or to sip slowly.
3. Buy a local SIM at the airport for a few lari; Bolt works well in Tbilisi.
4. Mountain weather changes quickly. Tell your guesthouse where you are hiking.

Useful route and festival information is on the official [Georgia Travel](https://georgia.travel) site. I went for a week and stayed for two.`,
  },
  {
    title: 'Sea Lions, Sandboards and Rock Pools: Kangaroo Island with Kids',
    postType: 'family',
    author: 'Liam Fraser',
    metaDescription:
      "A family trip to South Australia's Kangaroo Island: the ferry, Seal Bay, Little Sahara, Remarkable Rocks and kid-friendly tips, with costs in dollars.",
    daysAgo: 39,
    palette: ['#48a9e6', '#cfeefc', '#fff3a3', '#c99a6b', '#6b7f3a'],
    imageAlt: 'Stylised bright summer afternoon over the coastal hills of Kangaroo Island',
    content: `Our youngest, who is six, announced on the ferry that she would only be happy if she saw "a koala, a kangaroo and a seal, all on the same day." Kangaroo Island, it turns out, can arrange that.

## Getting there with children

We drove down from Adelaide to Cape Jervis, about two hours, and took the **SeaLink ferry** to Penneshaw. The crossing is around 45 minutes. Book the car ahead, especially during school holidays; our return fare for two adults, two children and a car came to roughly 500 AUD. Hand out ginger biscuits early if anyone gets seasick, since Backstairs Passage can be choppy.

Stock up on groceries in Kingscote. Towns on the island are small and distances are bigger than they look on the map.

## What the kids loved most

- **Seal Bay Conservation Park** – a ranger-guided walk onto the beach among resting Australian sea lions. Pups flopped about metres away while the kids whispered, for once. Family tickets cost around 100 AUD.
- **Little Sahara** – towering white sand dunes in the middle of the bush. Hire sandboards from the kiosk and prepare to climb the same dune twenty times.
- **Stokes Bay** – you squeeze through a tunnel between boulders to reach a sheltered rock pool, perfect for younger swimmers.
- **Remarkable Rocks** – huge wind-carved granite boulders on a dome above the sea, splashed with orange lichen. Hold small hands near the edge.

## Wildlife, and a little history

Kangaroos and wallabies appear at dusk almost everywhere, which is also why you should **avoid driving after sunset**. We saw koalas in the manna gums at a wildlife park near Parndana, and an echidna shuffling across the road to Flinders Chase.

The 2019–20 bushfires burned much of the island's western end. Five years on, the eucalypts are sprouting green shoots straight from their blackened trunks, and a ranger at Flinders Chase explained to our eldest how the bush recovers. It became the most talked-about part of the trip in the car.

## Tips for families

1. Stay at least three nights. Four is better.
2. Rent a cabin with a kitchen; eating out every night adds up quickly.
3. Pack a beach shelter. The sun is fierce and shade is rare.
4. Bring binoculars for the children. It gives them a job.

> On the last evening, our daughter ticked off her list: one koala, nineteen kangaroos and "about a million" seals.

The [South Australia](https://southaustralia.com) tourism site lists park passes, ferry details and seasonal events for the island.`,
  },
  {
    title: 'Sailing the Nile by Dahabiya: Five Slow Days from Esna to Aswan',
    postType: 'luxury',
    author: 'Elise Durand',
    metaDescription:
      'Five days on a traditional sailing dahabiya from Esna to Aswan: private temple visits, river-bank dinners and what a slow, luxurious Nile cruise really costs.',
    daysAgo: 44,
    palette: ['#f6bd60', '#fbe7c6', '#fffbe6', '#d4a373', '#8a5a2b'],
    imageAlt: 'Stylised hazy sunset over the palm-lined banks and desert hills of the Nile near Aswan',
    content: `The big Nile cruise ships travel in convoys of hundreds, queuing at the same docks and arriving at the same temples together. Our dahabiya carried ten guests and two tall sails, and for five days the loudest sound was the crew singing while they hauled the ropes.

## What a dahabiya is

A dahabiya is a two-masted houseboat modelled on the vessels that wealthy travellers hired in the nineteenth century. Ours had five cabins with linen sheets, teak floors and proper showers, and a wide upper deck with cushioned divans and shaded daybeds. Because these boats sail when there is wind, and are towed when there is not, they can moor at small islands and villages where the large ships cannot stop.

## The route

1. **Esna** – board after visiting the Temple of Khnum, whose restored ceiling now shows its original blues and ochres.
2. **El Kab** – rock tombs with lively scenes of farming and fishing, and barely another visitor.
3. **Edfu** – the best-preserved temple in Egypt, dedicated to Horus. We arrived at opening and had the inner sanctuary almost to ourselves.
4. **Gebel el-Silsila** – ancient sandstone quarries and small shrines cut into the riverbank.
5. **Kom Ombo** – the double temple of Sobek and Haroeris, followed by the mummified crocodiles in the small museum.
6. **Aswan** – disembark for the Nubian villages, the granite of Elephantine Island and a felucca at sunset.

## Days on board

Mornings began with Egyptian coffee and _ful medames_ on deck as herons lifted off the reeds. Lunch was long and seasonal: lentil soup, grilled fish, stuffed vine leaves and dates from the market at Esna. One night the crew laid a table on a sandbank, lit with lanterns, and cooked lamb over coals while a drummer played.

> Our guide, Mahmoud, had studied Egyptology in Cairo. "On the big ships I talk to fifty people," he said. "Here I talk to ten friends."

## What it costs and when to go

Dahabiya cruises are priced in US dollars or euros and typically include all meals, guiding and entrance fees. Expect roughly 250–450 USD per person per night, depending on the boat and season. Bring Egyptian pounds for tips, which are customary: the crew usually shares a pooled envelope at the end.

- **Best season:** October to April. Summer heat in Aswan regularly passes 40°C.
- **Book:** six months ahead for Christmas and Easter.
- **Pack:** linen, a wide-brimmed hat, a scarf for mosque visits and a light jumper for cool desert evenings.

It is not the cheapest way to see the Nile, but it is the one I would choose again.`,
  },
  {
    title: 'Budapest on 20,000 Forints a Day',
    postType: 'budget',
    author: 'Daniel Okafor',
    metaDescription:
      'How to enjoy Budapest on about 20,000 HUF a day: cheap beds, travel passes, lunch menus, free viewpoints and which thermal baths give the best value.',
    daysAgo: 49,
    palette: ['#6c8ebf', '#f3d9b1', '#f9c74f', '#8e7d9b', '#3d405b'],
    imageAlt: 'Stylised evening over the Danube and the Buda hills in Budapest',
    content: `Budapest is no longer the bargain it was ten years ago, but it is still one of the best-value capitals in Europe if you spend like a local. I set myself a budget of **20,000 HUF a day**, excluding flights, for a week in October, and came in just under.

## Where the money went

A typical day looked like this:

- **Bed:** a dorm in a hostel in District VII, about 7,000–8,000 HUF with breakfast.
- **Transport:** a 72-hour or weekly travel card is better value than single tickets, which cost around 450 HUF each and need validating.
- **Lunch:** a _napi menü_ (daily menu) of soup and a main at a neighbourhood restaurant for 2,500–3,500 HUF.
- **Dinner:** lángos, bakery pastries or a supermarket picnic, rarely more than 3,000 HUF.
- **Fun money:** the rest, saved for one paid attraction every other day.

## Free and almost free

1. **Gellért Hill** at sunset. The climb takes twenty minutes and the view over the Danube and the Chain Bridge costs nothing.
2. **Walking the Danube promenade**, past the _Shoes on the Danube Bank_ memorial.
3. **Free walking tours** starting near Vörösmarty Square. Tip what you think it was worth.
4. **Fisherman's Bastion** – the lower terraces are free; only the top turrets charge.
5. **Tram 2**, which runs along the Pest riverbank, is the city's best sightseeing ride for the price of a ticket.

## The baths question

You should not leave Budapest without soaking in a thermal bath, but prices at the famous **Széchenyi** have climbed steeply. On a strict budget, consider a weekday visit to a smaller local bath, or the evening ticket at Rudas, where you can float on the rooftop pool and watch the bridges light up. Bring your own towel and flip-flops rather than renting them.

## Eating well for less

The **Great Market Hall** is touristy upstairs, but downstairs you find the pickle stalls and the cheap paprika. Try _főzelék_, a thick vegetable stew, at one of the simple canteens on Paulay Ede utca: hearty, cheap and very Hungarian. And if you must try a ruin bar, go early in the evening before the queues, and nurse one Soproni.

> My landlady's advice: "Never change money at the airport, never take a taxi from the street, and always eat the soup."

She was right on all three counts. Use a bank ATM (decline the dynamic currency conversion) and order taxis through an app like Bolt. Budapest rewards walking, curiosity and a healthy appetite for soup.`,
  },
  {
    title: 'Thirty Days in Medellín: Notes on Working Remotely from Laureles',
    postType: 'lifestyle',
    author: 'Priya Raman',
    metaDescription:
      "What a month of remote work from Medellín's Laureles neighbourhood is really like: rent, coworking, daily routines, the Metro, costs in pesos and safety tips.",
    daysAgo: 53,
    palette: ['#7ec4cf', '#e8f6ef', '#ffe066', '#5e8c61', '#2d5a3d'],
    imageAlt: 'Stylised green morning over the mountains ringing the Aburrá Valley around Medellín',
    content: `My alarm in Medellín was a neighbour's parrot, which shouted "¡Buenos días!" at precisely 6.15 every morning. By the end of the month I had stopped setting a real alarm at all.

## Why Laureles, not El Poblado

Most remote workers land in El Poblado, with its rooftop bars and English menus. I chose **Laureles**, a flat, leafy neighbourhood of tree-lined circulars and family bakeries a few kilometres west. It is quieter, cheaper and walkable, and the park benches along Avenida Nutibara fill up with retirees playing dominoes every afternoon.

A furnished one-bedroom apartment with fast fibre internet cost me around 3.5 million COP for the month. Ask any host for a speed test screenshot before booking; I have learned that lesson the hard way.

## A working day

- **7am:** a _tinto_, the small sweet black coffee sold everywhere for about 2,000 COP, and a run around the track at the Estadio sports complex.
- **8am–1pm:** deep work. My time zone overlapped neatly with New York.
- **1pm:** the _menú del día_ at a corner restaurant: soup, rice, beans, plantain, salad, a meat and a fresh juice for 18,000–25,000 COP. It is the best-value meal I have eaten anywhere.
- **2pm–6pm:** calls and admin from a coworking space; a monthly desk ran to a few hundred thousand pesos.
- **Evenings:** salsa classes twice a week, or a beer with neighbours on the pavement.

## Weekends beyond the city

1. Ride the **Metro and Metrocable** up to Santo Domingo, then connect to Parque Arví for cloud forest trails. The whole trip costs only a few thousand pesos.
2. Visit **Comuna 13** with a local guide from the neighbourhood, whose story of the area's transformation is more important than the murals.
3. Take the bus to **Guatapé**, about two hours, and climb the 740 steps of El Peñol rock.

## Things I wish I had known

Medellín is called the city of eternal spring, and it does hover around 22–28°C all year, but afternoon downpours arrive like clockwork in the rainy seasons. Carry an umbrella. On safety, the local phrase is _no dar papaya_: do not make yourself an easy target. Keep your phone out of sight on the street, use ride-hailing apps at night and be careful on dating apps.

> "Here you do not just live in the city," my Spanish teacher said. "You live with the city."

By week three, the woman at the bakery had my usual _pandebono_ bagged before I reached the counter. That, more than any view, is why I want to go back.`,
  },
  {
    title: 'Ten Days of Stillness: A Yoga and Rice-Terrace Retreat in Ubud',
    postType: 'wellness',
    author: 'Maya Lindqvist',
    metaDescription:
      'A ten-day wellness stay in Ubud, Bali: yoga classes, sunrise on the Campuhan Ridge, jamu, a water temple blessing and prices in rupiah, without the hype.',
    daysAgo: 60,
    palette: ['#9ad1d4', '#f1f7ed', '#ffe8a3', '#6a994e', '#386641'],
    imageAlt: 'Stylised misty sunrise over the green rice terraces and volcanic hills near Ubud',
    content: `I arrived in Ubud exhausted, with a laptop full of unanswered emails and a vague plan to "reset". Ten days later I left with a slower heartbeat, a jar of turmeric paste and a new habit of going to bed at nine.

## Building a simple routine

I did not book a packaged retreat. Instead I rented a room in a family compound north of the centre, with a small pool and a view over a rice field, for around 450,000 IDR a night including breakfast. Each morning the owner's mother placed _canang sari_, tiny palm-leaf offerings of flowers and rice, on the step outside my door.

My days followed a rhythm:

1. **6am:** the Campuhan Ridge Walk, a paved path along a grassy spine between two river valleys. By seven the heat and the crowds arrive, so go early.
2. **8am:** a yoga class. Drop-in classes at the larger studios cost around 130,000–150,000 IDR; a ten-class pass brings the price down.
3. **Midday:** fruit, gado-gado and a long nap.
4. **Afternoon:** reading, journalling, or a **Balinese massage** for about 150,000–200,000 IDR an hour.
5. **Evening:** a vegetable curry at a warung and early sleep.

## Jamu and slow food

At the morning market, a woman sold _jamu_, the traditional tonic of turmeric, ginger, tamarind and palm sugar, from recycled bottles for 10,000 IDR. It is earthy, sour and faintly sweet, and I drank it daily. Ubud's café scene leans heavily towards smoothie bowls, but the best meals I ate were plates of _nasi campur_ at local warungs for under 40,000 IDR.

## A morning at Tirta Empul

The water temple of **Tirta Empul** is a place of purification for Balinese Hindus. Visitors may join the ritual bathing if they do it respectfully:

- Wear a sarong (available to rent at the entrance) and follow the order of the spouts that locals use.
- Skip the fountains reserved for funeral rites; ask a temple attendant which ones.
- Arrive at opening, before the tour buses, and bring a small offering.

Standing waist-deep in cold spring water, with incense drifting over the pools, I felt the quiet I had come looking for.

## Practical notes

Ubud's traffic is heavy, and pavements are uneven. A scooter taxi via Gojek or Grab is the easiest way to get around. The rainy season runs roughly from November to March: mornings are often clear, afternoons wet.

> "Slowly, slowly," my host said every time I rushed out of the gate. It became the motto of the trip.

Wellness in Ubud does not need a luxury resort. It needs early mornings, good food and permission to do less.`,
  },
];
