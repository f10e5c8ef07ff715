// Writes apps/sandbox/fixtures/catalogue.json, the sandbox's deterministic catalogue (SPEC §3 Content). After editing
// the tables below: `node apps/sandbox/scripts/make-catalogue.mjs && npx biome format --write apps/sandbox/fixtures/catalogue.json`.
// No clock, no randomness: the same tables always give the same bytes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Fixed ids other areas code against: MOV-001..MOV-004 PLAN, MOV-005 PAID (AV-PAID-1), MOV-006 RENTAL (AV-RENT-1),
// MOV-007 FREE, MOV-008 ADBASED, MOV-009 PLAN + PAID (AV-PLAN-HD, AV-PAID-2), MOV-010 trailer only. Posters are not
// stored (the handlers add `posterFiles` at answer time); trailer URLs are stored relative and made absolute then.
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/catalogue.json');

/** Price model of every fixed availability id (commerce owns the availabilities; this is the catalogue's copy). */
const availabilityModels = {
  'AV-PLAN-SD': 'PLAN',
  'AV-PLAN-HD': 'PLAN',
  'AV-PLAN-UHD': 'PLAN',
  'AV-FREE': 'FREE',
  'AV-ADS': 'ADBASED',
  'AV-PAID-1': 'PAID',
  'AV-PAID-2': 'PAID',
  'AV-PAID-3': 'PAID',
  'AV-RENT-1': 'RENTAL',
  'AV-RENT-2': 'RENTAL',
  'AV-RENT-3': 'RENTAL',
};

const PARTNERS = { en: 'p-sandboxpictures', ar: 'p-gulfstudios', ml: 'p-keralatalkies' };
const SEED_DAY = Date.UTC(2026, 10, 1); // 2026-11-01: `created` dates count back from here (sorting only)
const created = (daysAgo) => new Date(SEED_DAY - daysAgo * 86_400_000).toISOString();

/** Two packages (DASH and HLS) per playable title, unlocked by `av`. */
const packages = (id, av, drm = 'NONE') =>
  av.length === 0
    ? []
    : [
        { packageid: `pkg-${id}-dash`, drmscheme: [drm], availabilityset: av },
        { packageid: `pkg-${id}-hls`, drmscheme: [drm], availabilityset: av },
      ];

// Trailers: [id, title, duration s, for]
const trailers = [
  ['TRL-001', 'The Desert Falcon — Official Trailer', 134, 'MOV-001'],
  ['TRL-002', 'Sands of Time — Season 1 Trailer', 95, 'SER-001'],
  ['TRL-003', 'Monsoon Letters — Teaser', 62, 'MOV-010'],
  ['TRL-004', 'ليالي دبي — الإعلان الرسمي', 88, 'MOV-003'],
  ['TRL-005', 'കായൽപ്പാട്ട് — ട്രെയിലർ', 101, 'MOV-005'],
  ['TRL-006', 'Harbour Lights — Trailer', 120, 'SER-002'],
  ['TRL-007', 'Little Camel Adventures — Sing-along Teaser', 45, 'KID-001'],
  ['TRL-008', 'Night Shift at Karama — Trailer', 110, 'MOV-012'],
];
const trailerOf = new Map();
for (const [tid, title, duration, of] of trailers) {
  trailerOf.set(of, [
    ...(trailerOf.get(of) ?? []),
    { trailerid: tid, title, duration, url: '/media/trailer/manifest.mpd', packageid: `pkg-${tid}` },
  ]);
}

// Movies: [id, title, lang[], genres[], year, duration s, rating (null = unrated), availabilities, drm, description, views]
/** @type {[string, string, string[], string[], number, number, string | null, string[], string, string, number][]} */
const movies = [
  [
    'MOV-001',
    'The Desert Falcon',
    ['en', 'ar'],
    ['Action', 'Adventure'],
    2024,
    7260,
    'U/A 13+',
    ['AV-PLAN-SD', 'AV-PLAN-HD'],
    'NONE',
    "A falconer from Al Ain races across the Empty Quarter to save his family's farm.",
    9800,
  ],
  [
    'MOV-002',
    'Skyline Heist',
    ['en'],
    ['Action', 'Thriller'],
    2023,
    6900,
    'U/A 16+',
    ['AV-PLAN-HD'],
    'NONE',
    'Four window cleaners plan the quietest robbery Dubai Marina has ever seen.',
    7400,
  ],
  [
    'MOV-003',
    'ليالي دبي',
    ['ar'],
    ['Drama'],
    2022,
    6120,
    'U/A 16+',
    ['AV-PLAN-SD', 'AV-PLAN-HD'],
    'CLEARKEY',
    'Dubai Nights — three strangers, one taxi, the longest night of Ramadan.',
    8800,
  ],
  [
    'MOV-004',
    'The Last Ferry',
    ['en'],
    ['Drama', 'Romance'],
    2019,
    6480,
    'U/A 12+',
    ['AV-PLAN-SD'],
    'NONE',
    'Two strangers miss the last ferry from Khasab and talk until sunrise.',
    3100,
  ],
  [
    'MOV-005',
    'കായൽപ്പാട്ട്',
    ['ml'],
    ['Drama', 'Romance'],
    2023,
    8340,
    'U',
    ['AV-PAID-1'],
    'NONE',
    'Backwater Song — a boatman in Alappuzha and the singer who changes his monsoon.',
    6600,
  ],
  [
    'MOV-006',
    'The Pearl Diver',
    ['en', 'ar'],
    ['Adventure', 'Family'],
    2021,
    6000,
    'U/A 7+',
    ['AV-RENT-1'],
    'NONE',
    'A grandmother teaches her grandson to dive for pearls the old way.',
    5200,
  ],
  [
    'MOV-007',
    'Open Sky Cinema',
    ['en'],
    ['Documentary'],
    2018,
    4200,
    null,
    ['AV-FREE'],
    'NONE',
    'A travelling projectionist brings films to mountain villages in Oman.',
    4100,
  ],
  [
    'MOV-008',
    'Laugh Lines',
    ['en'],
    ['Comedy'],
    2020,
    5400,
    'U/A 7+',
    ['AV-ADS'],
    'NONE',
    'A retired stand-up comedian tours the emirates in a borrowed food truck.',
    4700,
  ],
  [
    'MOV-009',
    'Crown of Sand',
    ['ar', 'en'],
    ['Drama', 'Thriller'],
    2025,
    7800,
    'A',
    ['AV-PLAN-HD', 'AV-PAID-2'],
    'NONE',
    'A succession feud splits a trading dynasty on the eve of a royal wedding.',
    9100,
  ],
  [
    'MOV-010',
    'Monsoon Letters',
    ['ml', 'en'],
    ['Romance'],
    2026,
    0,
    'U/A 13+',
    [],
    'NONE',
    'Coming soon — letters lost for thirty years reach a village in Wayanad.',
    2500,
  ],
  [
    'MOV-011',
    'Ultra Blue',
    ['en'],
    ['Documentary', 'Nature'],
    2025,
    3600,
    'U',
    ['AV-PLAN-UHD'],
    'NONE',
    'The coral reefs of the Gulf of Oman filmed in ultra-high definition.',
    1900,
  ],
  [
    'MOV-012',
    'Night Shift at Karama',
    ['en', 'ml'],
    ['Comedy', 'Drama'],
    2024,
    6300,
    'U/A 13+',
    ['AV-RENT-2'],
    'NONE',
    'A Malayali bakery in Karama stays open all night during the World Cup.',
    5800,
  ],
  [
    'MOV-013',
    'الصقر الأخير',
    ['ar'],
    ['Action'],
    2024,
    7020,
    'U/A 18+',
    ['AV-PAID-3'],
    'NONE',
    'The Last Falcon — a border guard hunts smugglers across the Hajar mountains.',
    6100,
  ],
  [
    'MOV-014',
    'ഒരു ദുബായ് കഥ',
    ['ml'],
    ['Comedy', 'Family'],
    2017,
    8100,
    'U',
    ['AV-RENT-3'],
    'NONE',
    'A Dubai Story — an Alappuzha family visits their son for the first time.',
    5300,
  ],
  [
    'MOV-015',
    'Goal Line',
    ['en', 'ar'],
    ['Sports', 'Drama'],
    2024,
    6600,
    'U/A 7+',
    ['AV-PLAN-SD', 'AV-PLAN-HD'],
    'NONE',
    "A girls' football team from Sharjah reaches the national final.",
    7000,
  ],
  [
    'MOV-016',
    'The Quiet Dunes',
    ['en'],
    ['Thriller'],
    1999,
    6240,
    'A',
    ['AV-PLAN-SD'],
    'NONE',
    'A geologist stranded in the Liwa dunes hears a voice on a dead radio.',
    2100,
  ],
  [
    'MOV-017',
    'مطبخ أمي',
    ['ar'],
    ['Documentary', 'Family'],
    2016,
    3000,
    'U',
    ['AV-FREE'],
    'NONE',
    "My Mother's Kitchen — six recipes, six mothers, six cities of the Gulf.",
    3300,
  ],
  [
    'MOV-018',
    'മഴവില്ല്',
    ['ml'],
    ['Drama', 'Family'],
    1995,
    8700,
    'U/A 12+',
    ['AV-PLAN-SD'],
    'NONE',
    'Rainbow — a restored classic about three sisters and a village fair.',
    2800,
  ],
  [
    'MOV-019',
    'Midnight Caravan',
    ['en'],
    ['Thriller', 'Action'],
    2026,
    6960,
    'U/A 18+',
    ['AV-PLAN-HD'],
    'NONE',
    'A convoy of trucks, a missing driver and a desert that keeps secrets.',
    4400,
  ],
  [
    'MOV-020',
    'Love in Muscat',
    ['en', 'ar'],
    ['Romance', 'Comedy'],
    2021,
    5880,
    'U/A 13+',
    ['AV-ADS'],
    'NONE',
    'A wedding planner and a reluctant groom organise the wrong wedding.',
    3900,
  ],
  [
    'MOV-021',
    'Sprint',
    ['en'],
    ['Sports'],
    2010,
    5700,
    '',
    ['AV-PLAN-SD'],
    'NONE',
    'A runner from Fujairah trains for the Asian Games on a borrowed track.',
    1500,
  ],
  [
    'MOV-022',
    'ചെമ്മീൻ കര',
    ['ml'],
    ['Drama'],
    2008,
    7500,
    'A',
    ['AV-PLAN-SD', 'AV-PLAN-HD'],
    'NONE',
    'The Prawn Shore — a fishing village divided by a new harbour.',
    2600,
  ],
  [
    'MOV-023',
    'Grand Prix Dreams',
    ['en'],
    ['Sports', 'Action'],
    2025,
    6420,
    'U/A 12+',
    ['AV-PAID-1', 'AV-PLAN-HD'],
    'NONE',
    'A mechanic at Yas Marina gets one chance to drive.',
    5100,
  ],
  [
    'MOV-024',
    'حكايات الجدة',
    ['ar'],
    ['Animation', 'Family'],
    2012,
    4800,
    null,
    ['AV-FREE'],
    'NONE',
    "Grandma's Tales — animated fables from the Arabian Peninsula.",
    2400,
  ],
];

// Series: [id, title, lang, genres, rating, description, seasons: [[year, [[episode title, duration, description, av?, drm?]…]]…], views]
const PLAN = ['AV-PLAN-SD', 'AV-PLAN-HD'];
/** @type {[string, string, string[], string[], string, string, [number, [string, number, string, string[]?, string?][]][], number][]} */
const series = [
  [
    'SER-001',
    'رمال الزمن',
    ['ar'],
    ['Drama', 'History'],
    'U/A 12+',
    'Sands of Time — a pearl-diving family of 1950s Sharjah, told across two seasons.',
    [
      [
        2021,
        [
          [
            'رمال الزمن: الغوص الأول',
            2700,
            "The First Dive — Hamad joins his father's boat for the pearling season.",
          ],
          [
            'رمال الزمن: العاصفة',
            2640,
            'The Storm — a shamal wind strands the fleet far from Sharjah.',
            PLAN,
            'CLEARKEY',
          ],
          ['رمال الزمن: اللؤلؤة', 2580, 'The Pearl — a find that could free the family from debt.'],
        ],
      ],
      [
        2022,
        [
          [
            'رمال الزمن: الميناء الجديد',
            2880,
            'The New Port — oil money arrives, and the divers must choose.',
          ],
          ['رمال الزمن: الرحيل', 2760, 'The Departure — Hamad leaves for Bombay.'],
          ['رمال الزمن: العودة', 2940, 'The Return — twenty years later, the house by the creek.'],
        ],
      ],
    ],
    8200,
  ],
  [
    'SER-002',
    'Harbour Lights',
    ['en'],
    ['Thriller', 'Drama'],
    'U/A 16+',
    'A harbour-master in Jebel Ali uncovers a smuggling ring, one container at a time.',
    [
      [
        2023,
        [
          ['Harbour Lights: Manifest', 3000, 'A container arrives with the wrong weight.', ['AV-FREE']],
          ['Harbour Lights: Cold Chain', 2940, 'The refrigerated cargo is not carrying fish.'],
          ['Harbour Lights: Night Crane', 3060, 'A crane operator sees something at 3 a.m.'],
        ],
      ],
      [
        2024,
        [
          ['Harbour Lights: Customs', 3120, 'An old friend in customs asks a favour.'],
          ['Harbour Lights: Tide', 2880, 'A storm closes the port for two days.'],
          ['Harbour Lights: Dry Dock', 3000, 'The ship that never left.'],
        ],
      ],
      [
        2025,
        [
          ['Harbour Lights: New Berth', 3060, 'A new terminal, a new boss, an old problem.'],
          ['Harbour Lights: Pilot', 2820, 'A harbour pilot disappears.'],
          ['Harbour Lights: Last Light', 3300, 'Everything the harbour-master knows goes public.'],
        ],
      ],
    ],
    7600,
  ],
  [
    'SER-003',
    'തറവാട്',
    ['ml'],
    ['Drama', 'Family', 'Comedy'],
    'U/A 7+',
    'Tharavadu — three generations, one ancestral house in Thrissur and a lot of weddings.',
    [
      [
        2020,
        [
          ['തറവാട്: ഓണം', 2400, 'Onam — everyone comes home, nobody agrees on the sadya.'],
          ['തറവാട്: കല്യാണം', 2460, 'The Wedding — the horoscopes do not match.'],
          ['തറവാട്: പൂരം', 2520, 'Pooram — the elephants, the fireworks and the lost grandfather.'],
        ],
      ],
      [
        2022,
        [
          ['തറവാട്: ഗൾഫ്', 2400, 'The Gulf — the eldest son comes back from Dubai.'],
          ['തറവാട്: മഴ', 2340, 'The Rain — the roof leaks and secrets come out.'],
          ['തറവാട്: വിഷു', 2580, 'Vishu — a new year and a new start for the house.'],
        ],
      ],
    ],
    5900,
  ],
];

// Kids, music, live: [id, category, title, lang, genres, year, duration, rating, av, description, views]
const others = [
  [
    'KID-001',
    'KIDS',
    'Little Camel Adventures',
    ['en', 'ar'],
    ['Animation', 'Kids'],
    2025,
    1320,
    'U',
    ['AV-ADS'],
    'Qamar the baby camel learns to count with his friends in the oasis. Cartoons for ages 3 to 6.',
    6900,
  ],
  [
    'KID-002',
    'KIDS',
    'Dhow Explorers',
    ['en'],
    ['Animation', 'Adventure', 'Kids'],
    2023,
    1380,
    'U',
    ['AV-PLAN-SD'],
    'Three young sailors map the islands of the Gulf. Cartoons with a sea shanty every episode.',
    3500,
  ],
  [
    'KID-003',
    'KIDS',
    'الأرنب الذكي',
    ['ar'],
    ['Animation', 'Kids'],
    2022,
    1200,
    'U',
    ['AV-FREE'],
    'The Clever Rabbit — fables for the youngest viewers.',
    2900,
  ],
  [
    'KID-004',
    'KIDS',
    'കുട്ടിക്കഥകൾ',
    ['ml'],
    ['Animation', 'Kids'],
    2021,
    1260,
    'U',
    ['AV-FREE'],
    'Kuttikkathakal — bedtime stories from Kerala, animated.',
    2200,
  ],
  [
    'KID-005',
    'KIDS',
    'Robo Ramadan',
    ['en'],
    ['Animation', 'Family', 'Kids'],
    2024,
    1500,
    'U/A 7+',
    ['AV-PLAN-SD', 'AV-PLAN-HD'],
    'A helpful robot learns what the holy month means to his family.',
    3000,
  ],
  [
    'KID-006',
    'KIDS',
    'Space Goats',
    ['en'],
    ['Animation', 'Comedy', 'Kids'],
    2026,
    1320,
    'U/A 7+',
    ['AV-ADS'],
    'Two goats from a farm in Hatta are accidentally launched into orbit.',
    4100,
  ],
  [
    'MUS-001',
    'MUSIC',
    'Oud Sessions Live',
    ['ar'],
    ['Music'],
    2024,
    3600,
    'U',
    ['AV-FREE'],
    'An evening of oud music recorded at the Sharjah Arts Museum.',
    2700,
  ],
  [
    'MUS-002',
    'MUSIC',
    'മെലഡീസ് ഓഫ് കേരള',
    ['ml'],
    ['Music'],
    2022,
    2700,
    'U',
    ['AV-ADS'],
    'Melodies of Kerala — film songs of the golden era, re-arranged.',
    2300,
  ],
  [
    'MUS-003',
    'MUSIC',
    'Desert Beats',
    ['en'],
    ['Music'],
    2025,
    2400,
    'U/A 12+',
    ['AV-PLAN-SD'],
    'Electronic artists from the region play at sunset in the Liwa dunes.',
    1800,
  ],
  [
    'MUS-004',
    'MUSIC',
    'Khaleeji Classics',
    ['ar'],
    ['Music'],
    2001,
    3300,
    null,
    ['AV-FREE'],
    'Remastered performances of Gulf songs from the 1970s and 80s.',
    1600,
  ],
  [
    'MUS-005',
    'MUSIC',
    'Symphony of the Sea',
    ['en'],
    ['Music', 'Documentary'],
    2019,
    3000,
    'U',
    ['AV-PAID-3'],
    'An orchestra plays on a dhow in the Musandam fjords.',
    1200,
  ],
  [
    'LIV-001',
    'LIVE',
    'Sandbox News 24',
    ['en'],
    ['News'],
    2026,
    0,
    null,
    ['AV-FREE'],
    'Round-the-clock news (the sandbox loops its test stream).',
    5000,
  ],
  [
    'LIV-002',
    'LIVE',
    'قناة الرياضة مباشر',
    ['ar'],
    ['Sports'],
    2026,
    0,
    'U',
    ['AV-PLAN-SD', 'AV-PLAN-HD'],
    'Sports Live — football, cricket and motor racing as they happen.',
    6400,
  ],
  [
    'LIV-003',
    'LIVE',
    'Cricket Live: Sandbox Cup',
    ['en', 'ml'],
    ['Sports'],
    2026,
    0,
    'U',
    ['AV-PLAN-HD'],
    'Every match of the Sandbox Cup, live from Sharjah Cricket Stadium.',
    5600,
  ],
  [
    'LIV-004',
    'LIVE',
    'Kids Live',
    ['en', 'ar'],
    ['Kids'],
    2026,
    0,
    'U',
    ['AV-ADS'],
    'Live cartoons and sing-alongs all day.',
    2000,
  ],
];

// Bundles: [id, title, lang, genres, year, rating, av, description, items]
/** @type {[string, string, string[], string[], number, string, string[], string, string[]][]} */
const bundles = [
  [
    'BUN-001',
    'Eid Collection',
    ['ar', 'en'],
    ['Family', 'Drama'],
    2025,
    'U/A 16+',
    ['AV-PLAN-SD', 'AV-PLAN-HD'],
    'Films and series for the Eid holidays.',
    ['MOV-003', 'SER-001', 'KID-001'],
  ],
  [
    'BUN-002',
    'Malayalam Classics',
    ['ml'],
    ['Drama', 'Family'],
    2024,
    'A',
    ['AV-PAID-2'],
    'Five decades of Malayalam cinema in one bundle.',
    ['MOV-018', 'MOV-022', 'MOV-014', 'MOV-005'],
  ],
  [
    'BUN-003',
    'Family Movie Night',
    ['en'],
    ['Family', 'Comedy'],
    2026,
    'U/A 7+',
    ['AV-FREE'],
    'Something for every age, chosen for a Friday night.',
    ['MOV-006', 'MOV-008', 'KID-005', 'MOV-015'],
  ],
];

const items = [];
let order = 0;
const push = (item, views) => {
  order += 1;
  items.push({ ...item, sort: { created: created(order * 3), views } });
};

for (const [id, title, lang, genre, year, duration, rating, av, drm, description, views] of movies) {
  push(
    {
      objectid: id,
      objecttype: 'VOD',
      category: 'MOVIE',
      title,
      description,
      genre,
      duration,
      contentlanguage: lang,
      partnerid: PARTNERS[lang[0]],
      productionyear: year,
      pgratting: rating,
      contentdetails: packages(id, av, drm),
      trailer: trailerOf.get(id) ?? [],
    },
    views,
  );
}

for (const [sid, title, lang, genre, rating, description, seasons, views] of series) {
  const seasoncount = seasons.length;
  push(
    {
      objectid: sid,
      objecttype: 'SERIES',
      category: 'TVSHOW',
      title,
      description,
      genre,
      duration: seasons.flatMap(([, eps]) => eps).reduce((t, e) => t + e[1], 0),
      contentlanguage: lang,
      partnerid: PARTNERS[lang[0]],
      productionyear: seasons[0][0],
      pgratting: rating,
      seasoncount,
      contentdetails: [],
      trailer: trailerOf.get(sid) ?? [],
    },
    views,
  );
  seasons.forEach(([year, eps], si) => {
    const seasonnum = si + 1;
    const seasonid = `${sid}-S${seasonnum}`;
    push(
      {
        objectid: seasonid,
        objecttype: 'SEASON',
        category: 'TVSHOW',
        title: `${title} — Season ${seasonnum}`,
        description: `Season ${seasonnum} of ${title}: ${eps.length} episodes.`,
        genre,
        duration: eps.reduce((t, e) => t + e[1], 0),
        contentlanguage: lang,
        partnerid: PARTNERS[lang[0]],
        productionyear: year,
        pgratting: rating,
        seriesid: sid,
        seasonnum,
        seasoncount,
        contentdetails: [],
        trailer: [],
      },
      Math.round(views / (seasonnum + 1)),
    );
    eps.forEach(([etitle, duration, edesc, av = PLAN, drm = 'NONE'], ei) => {
      const episodenum = ei + 1;
      const id = `${seasonid}E${episodenum}`;
      const next =
        ei + 1 < eps.length
          ? `${seasonid}E${episodenum + 1}`
          : si + 1 < seasons.length
            ? `${sid}-S${seasonnum + 1}E1`
            : null;
      push(
        {
          objectid: id,
          objecttype: 'EPISODE',
          category: 'EPISODE',
          title: etitle,
          description: edesc,
          genre,
          duration,
          contentlanguage: lang,
          partnerid: PARTNERS[lang[0]],
          productionyear: year,
          pgratting: rating,
          seriesid: sid,
          seasonnum,
          episodenum,
          seasoncount,
          nextepisodeid: next,
          contentdetails: packages(id, av, drm),
          trailer: [],
        },
        Math.round(views / (seasonnum + episodenum)),
      );
    });
  });
}

for (const [id, category, title, lang, genre, year, duration, rating, av, description, views] of others) {
  push(
    {
      objectid: id,
      objecttype: category === 'LIVE' ? 'LIVE' : 'VOD',
      category,
      title,
      description,
      genre,
      duration,
      contentlanguage: lang,
      partnerid: category === 'KIDS' ? 'p-oasiskids' : PARTNERS[lang[0]],
      productionyear: year,
      pgratting: rating,
      contentdetails: packages(id, av),
      trailer: trailerOf.get(id) ?? [],
    },
    views,
  );
}

for (const [tid, title, duration, of] of trailers) {
  const parent = items.find((i) => i.objectid === of);
  push(
    {
      objectid: tid,
      objecttype: 'VOD',
      category: 'TRAILER',
      title,
      description: `Trailer of ${parent.title}.`,
      genre: parent.genre,
      duration,
      contentlanguage: parent.contentlanguage,
      partnerid: parent.partnerid,
      productionyear: parent.productionyear,
      pgratting: parent.pgratting,
      contentdetails: packages(tid, ['AV-FREE']),
      trailer: [],
    },
    Math.round(parent.sort.views / 3),
  );
}

const bundleItems = {};
for (const [id, title, lang, genre, year, rating, av, description, list] of bundles) {
  bundleItems[id] = list;
  push(
    {
      objectid: id,
      objecttype: 'BUNDLE',
      category: 'BUNDLE',
      title,
      description,
      genre,
      duration: list.reduce((t, x) => t + (items.find((i) => i.objectid === x)?.duration ?? 0), 0),
      contentlanguage: lang,
      partnerid: PARTNERS[lang[0]],
      productionyear: year,
      pgratting: rating,
      contentdetails: packages(id, av),
      trailer: [],
    },
    1000,
  );
}

const GENRES = {
  Action: ['أكشن', 'ആക്ഷൻ'],
  Adventure: ['مغامرة', 'സാഹസികം'],
  Animation: ['رسوم متحركة', 'ആനിമേഷൻ'],
  Comedy: ['كوميديا', 'ഹാസ്യം'],
  Documentary: ['وثائقي', 'ഡോക്യുമെന്ററി'],
  Drama: ['دراما', 'നാടകം'],
  Family: ['عائلي', 'കുടുംബം'],
  History: ['تاريخ', 'ചരിത്രം'],
  Kids: ['أطفال', 'കുട്ടികൾ'],
  Music: ['موسيقى', 'സംഗീതം'],
  Nature: ['طبيعة', 'പ്രകൃതി'],
  News: ['أخبار', 'വാർത്ത'],
  Romance: ['رومانسي', 'പ്രണയം'],
  Sports: ['رياضة', 'കായികം'],
  Thriller: ['إثارة', 'ത്രില്ലർ'],
};
const usedGenres = new Set(items.flatMap((i) => i.genre));
const genres = Object.entries(GENRES)
  .filter(([name]) => usedGenres.has(name))
  .map(([name, [ar, ml]]) => ({ genreid: `g-${name.toLowerCase()}`, name, title: { en: name, ar, ml } }));
const missing = [...usedGenres].filter((g) => !(g in GENRES));
if (missing.length) throw new Error(`genres without translations: ${missing.join(', ')}`);

/** Popular searches: every term finds at least one title (checked by test/catalogue.test.ts). */
const popularSearches = [
  { term: 'The Desert Falcon', objectid: 'MOV-001' },
  { term: 'رمال الزمن', objectid: 'SER-001' },
  { term: 'കായൽപ്പാട്ട്', objectid: 'MOV-005' },
  { term: 'Little Camel Adventures', objectid: 'KID-001' },
  { term: 'Harbour Lights', objectid: 'SER-002' },
  { term: 'ليالي دبي', objectid: 'MOV-003' },
  { term: 'തറവാട്', objectid: 'SER-003' },
  { term: 'cartoons', objectid: null },
  { term: 'comedy', objectid: null },
];

const deck = (deckid, en, ar, ml, position, layout, parameters, endpoint = 'subscriber/v1/content') => ({
  deckid,
  title: { en, ar, ml },
  position,
  layout,
  endpoint,
  parameters,
  visible: true,
});
/** A deck of a section screen (Movies, Shows, Kids, Live, Music): 30 titles a page. */
const sectionDeck = (deckid, en, ar, ml, position, layout, parameters) =>
  deck(deckid, en, ar, ml, position, layout, { ...parameters, pagesize: 30 });
const decking = {
  version: '2026.11.1',
  updatedat: Math.floor(SEED_DAY / 1000),
  ttl: 300,
  screens: [
    {
      screenid: 'home',
      decks: [
        deck('home-banner', 'Featured', 'مميز', 'ഫീച്ചർ ചെയ്തവ', 1, 'BANNER', {
          category: '["MOVIE","TVSHOW"]',
          orderby: '{"created":"desc"}',
          pagesize: 5,
        }),
        deck('home-trending', 'Trending Movies', 'الأفلام الرائجة', 'ട്രെൻഡിംഗ് സിനിമകൾ', 2, 'LANDSCAPE', {
          category: '["MOVIE"]',
          orderby: '{"views":"desc"}',
          pagesize: 20,
        }),
        deck('home-malayalam', 'Malayalam Movies', 'أفلام مالايالامية', 'മലയാളം സിനിമകൾ', 3, 'PORTRAIT', {
          category: '["MOVIE"]',
          objectlanguage: 'ml',
          orderby: '{"productionyear":"desc"}',
          pagesize: 20,
        }),
        deck('home-arabic-series', 'Arabic Series', 'مسلسلات عربية', 'അറബിക് പരമ്പരകൾ', 4, 'LANDSCAPE', {
          category: '["TVSHOW"]',
          objectlanguage: 'ar',
          pagesize: 20,
        }),
        deck('home-eid', 'Eid Collection', 'مجموعة العيد', 'ഈദ് ശേഖരം', 5, 'LANDSCAPE', {
          contentlist: JSON.stringify(bundleItems['BUN-001']),
        }),
        deck('home-kids', 'For the Little Ones', 'للصغار', 'കുഞ്ഞുങ്ങൾക്ക്', 6, 'SQUARE', {
          category: '["KIDS"]',
          pagesize: 20,
        }),
        deck('home-live', 'Live Now', 'مباشر الآن', 'തത്സമയം', 7, 'LANDSCAPE', {
          category: '["LIVE"]',
          pagesize: 10,
        }),
        deck('home-music', 'Music', 'موسيقى', 'സംഗീതം', 8, 'SQUARE', { category: '["MUSIC"]', pagesize: 10 }),
        deck(
          'home-genres',
          'Browse by Genre',
          'تصفح حسب النوع',
          'വിഭാഗം അനുസരിച്ച്',
          9,
          'GENRE',
          { pagesize: 30 },
          'subscriber/v1/content/genre',
        ),
      ],
    },
    {
      screenid: 'movies',
      decks: [
        sectionDeck('movies-latest', 'Latest Movies', 'أحدث الأفلام', 'പുതിയ സിനിമകൾ', 1, 'PORTRAIT', {
          category: '["MOVIE"]',
          orderby: '{"productionyear":"desc"}',
        }),
        sectionDeck('movies-action', 'Action', 'أكشن', 'ആക്ഷൻ', 2, 'LANDSCAPE', {
          category: '["MOVIE"]',
          genre: 'Action',
        }),
        sectionDeck('movies-2024', 'Released in 2024', 'صدر في 2024', '2024-ൽ റിലീസ് ചെയ്തവ', 3, 'PORTRAIT', {
          category: '["MOVIE"]',
          productionyear: 2024,
        }),
      ],
    },
    {
      screenid: 'shows',
      decks: [
        sectionDeck('shows-all', 'TV Shows', 'مسلسلات', 'പരമ്പരകൾ', 1, 'LANDSCAPE', {
          category: '["TVSHOW"]',
        }),
        sectionDeck('shows-bundles', 'Bundles', 'باقات', 'ബണ്ടിലുകൾ', 2, 'LANDSCAPE', {
          category: '["BUNDLE"]',
        }),
      ],
    },
    {
      screenid: 'kids',
      decks: [
        sectionDeck('kids-all', 'Kids', 'أطفال', 'കുട്ടികൾ', 1, 'SQUARE', { category: '["KIDS"]' }),
        sectionDeck('kids-cartoons', 'Cartoons', 'رسوم متحركة', 'കാർട്ടൂണുകൾ', 2, 'SQUARE', {
          category: '["KIDS"]',
          genre: 'Animation',
        }),
      ],
    },
    {
      screenid: 'live',
      decks: [
        sectionDeck('live-now', 'Live Now', 'مباشر الآن', 'ഇപ്പോൾ തത്സമയം', 1, 'LANDSCAPE', {
          category: '["LIVE"]',
        }),
        sectionDeck('live-sports', 'Sports', 'رياضة', 'കായികം', 2, 'LANDSCAPE', {
          category: '["LIVE"]',
          genre: 'Sports',
        }),
      ],
    },
    {
      screenid: 'music',
      decks: [
        sectionDeck('music-all', 'Music', 'موسيقى', 'സംഗീതം', 1, 'SQUARE', { category: '["MUSIC"]' }),
        sectionDeck('music-arabic', 'Arabic Music', 'موسيقى عربية', 'അറബിക് സംഗീതം', 2, 'SQUARE', {
          category: '["MUSIC"]',
          objectlanguage: 'ar',
        }),
      ],
    },
  ],
};

const fixture = {
  $comment:
    'Generated by apps/sandbox/scripts/make-catalogue.mjs — edit the script, not this file. Posters and absolute URLs are added at answer time.',
  availabilityModels,
  items,
  bundles: bundleItems,
  genres,
  popularSearches,
  decking,
};
writeFileSync(out, `${JSON.stringify(fixture, null, 1)}\n`);
console.log(`wrote ${path.relative(process.cwd(), out)}: ${items.length} items, ${genres.length} genres`);
