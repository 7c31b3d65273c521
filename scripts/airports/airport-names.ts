// Curated Spanish names for the airport list. Keep it small: only names that differ in Spanish.

/** Spanish exonyms and restored accents, keyed by `country|municipality as the source spells it`. */
export const CITY_NAMES: Readonly<Record<string, string>> = {
  'AT|Vienna': 'Viena',
  'BE|Antwerp': 'Amberes',
  'BE|Brussels': 'Bruselas',
  'BR|Rio De Janeiro': 'Río de Janeiro',
  'BR|Rio de Janeiro': 'Río de Janeiro',
  'CA|Montréal': 'Montreal',
  'CH|Geneva': 'Ginebra',
  'CH|Zurich': 'Zúrich',
  'CN|Beijing': 'Pekín',
  'CO|Bogota': 'Bogotá',
  'CO|El Yopal': 'Yopal',
  'CO|San José Del Guaviare': 'San José del Guaviare',
  'CO|San Vicente Del Caguán': 'San Vicente del Caguán',
  'CU|Havana': 'La Habana',
  'CZ|Prague': 'Praga',
  'DE|Hamburg': 'Hamburgo',
  'DE|Munich': 'Múnich',
  'DE|Nuremberg': 'Núremberg',
  'DE|Frankfurt am Main': 'Fráncfort del Meno',
  'DK|Copenhagen': 'Copenhague',
  'DZ|Algiers': 'Argel',
  'EG|Cairo': 'El Cairo',
  'FR|Marseille': 'Marsella',
  'FR|Nice': 'Niza',
  'FR|Paris': 'París',
  'FR|Strasbourg': 'Estrasburgo',
  'GB|Edinburgh': 'Edimburgo',
  'GB|London': 'Londres',
  'GR|Athens': 'Atenas',
  'GT|Guatemala City': 'Ciudad de Guatemala',
  'IN|Mumbai': 'Bombay',
  'IN|New Delhi': 'Nueva Delhi',
  'IQ|Baghdad': 'Bagdad',
  'IR|Tehran': 'Teherán',
  'IS|Reykjavik': 'Reikiavik',
  'IT|Firenze': 'Florencia',
  'IT|Milan': 'Milán',
  'IT|Napoli': 'Nápoles',
  'IT|Rome': 'Roma',
  'IT|Venice': 'Venecia',
  'JP|Tokyo': 'Tokio',
  'KR|Seoul': 'Seúl',
  'LU|Luxembourg': 'Luxemburgo',
  'MA|Tangier': 'Tánger',
  'MX|Mexico City': 'Ciudad de México',
  'NL|Amsterdam': 'Ámsterdam',
  'PL|Kraków': 'Cracovia',
  'PL|Warsaw': 'Varsovia',
  'PT|Lisbon': 'Lisboa',
  'RO|Bucharest': 'Bucarest',
  'RS|Belgrade': 'Belgrado',
  'RU|Moscow': 'Moscú',
  'RU|St. Petersburg': 'San Petersburgo',
  'SA|Jeddah': 'Yeda',
  'SA|Riyadh': 'Riad',
  'SE|Gothenburg': 'Gotemburgo',
  'SE|Stockholm': 'Estocolmo',
  'SG|Singapore': 'Singapur',
  'SY|Damascus': 'Damasco',
  'TN|Tunis': 'Túnez',
  'UA|Kyiv': 'Kiev',
  'US|New Orleans': 'Nueva Orleans',
  'US|New York': 'Nueva York',
  'US|Philadelphia': 'Filadelfia',
  'VN|Ho Chi Minh City': 'Ciudad Ho Chi Minh',
  'VN|Hanoi (Soc Son)': 'Hanói (Soc Son)',
  'ZA|Cape Town': 'Ciudad del Cabo',
};

/**
 * The city an airport serves, where the source names the suburb or district it stands in
 * (Zaventem for Brussels, Tocumen for Panama City), keyed by IATA code.
 */
export const CITY_BY_AIRPORT: Readonly<Record<string, string>> = {
  APO: 'Apartadó',
  ASU: 'Asunción',
  BRU: 'Bruselas',
  CGN: 'Colonia',
  CUN: 'Cancún',
  EZE: 'Buenos Aires',
  GDL: 'Guadalajara',
  HKG: 'Hong Kong',
  IST: 'Estambul',
  ISB: 'Islamabad',
  KBP: 'Kiev',
  KUL: 'Kuala Lumpur',
  MEX: 'Ciudad de México',
  MTY: 'Monterrey',
  MVD: 'Montevideo',
  NRT: 'Tokio',
  PSO: 'Pasto',
  PTY: 'Panamá',
  SAW: 'Estambul',
  SJO: 'San José',
};

/**
 * The main airport of a city with several, where the generator's rule (large before medium, then an
 * "Internacional" in the name, then the code) would pick a smaller one: the city's hotel destination goes by it.
 */
export const MAIN_CITY_AIRPORTS: ReadonlySet<string> = new Set(['BKK', 'ICN', 'IST', 'LHR', 'ORD', 'SVO']);

/** Spanish country names where `Intl.DisplayNames('es')` gives an official or local form. */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  CI: 'Costa de Marfil',
  HK: 'Hong Kong',
  MM: 'Myanmar',
  MO: 'Macao',
  PS: 'Palestina',
  TL: 'Timor Oriental',
};

/**
 * Colombia's airports whose source spells the people and places they are named after without their accents
 * ("Jose Maria Córdova"), keyed by IATA code: the product's home market reads them every day.
 */
export const AIRPORT_NAMES: Readonly<Record<string, string>> = {
  AUC: 'Aeropuerto Santiago Pérez',
  AXM: 'Aeropuerto El Edén',
  CLO: 'Aeropuerto Internacional Alfonso Bonilla Aragón',
  CTG: 'Aeropuerto Internacional Rafael Núñez',
  MDE: 'Aeropuerto Internacional José María Córdova',
  MVP: 'Aeropuerto Fabio Alberto León Bentley',
  PCR: 'Aeropuerto Germán Olano',
  PUU: 'Aeropuerto Tres de Mayo',
  SJE: 'Aeropuerto Jorge E. González Torres',
};

/** Countries the product labels Europa whatever the source says (spec §3). */
export const EUROPEAN_COUNTRIES: ReadonlySet<string> = new Set(['AM', 'AZ', 'GE', 'RU', 'TR']);

/** English airport-name patterns and their Spanish form; the first that matches wins. */
export const AIRPORT_NAME_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(.+) International Airport$/, 'Aeropuerto Internacional $1'],
  [/^(.+) International Airport \((.+)\)$/, 'Aeropuerto Internacional $1 ($2)'],
  [/^(.+) Regional Airport$/, 'Aeropuerto Regional $1'],
  [/^(.+) Municipal Airport$/, 'Aeropuerto Municipal $1'],
  [/^(.+) National Airport$/, 'Aeropuerto Nacional $1'],
  [/^(.+) Domestic Airport$/, 'Aeropuerto Nacional $1'],
  [/^(.+) Air Force Base$/, 'Base Aérea $1'],
  [/^(.+) Air Base$/, 'Base Aérea $1'],
  [/^(.+) Airport$/, 'Aeropuerto $1'],
  [/^(.+) Airport \((.+)\)$/, 'Aeropuerto $1 ($2)'],
  [/^(.+) Airport, (.+)$/, 'Aeropuerto $1, $2'],
  [/^(.+) Airport (.+)$/, 'Aeropuerto $1 $2'],
  [/^(.+) Air ?[Ff]ield$/, 'Aeródromo $1'],
];

/**
 * Time zones for rows whose zone the source borrowed from the nearest airport (`tz_source` 'nearest:…')
 * and got wrong: the borrowed zone lies across a zone boundary from the airport.
 */
export const TIME_ZONE_CORRECTIONS: Readonly<Record<string, string>> = {
  BVJ: 'Asia/Yekaterinburg',
  CXI: 'Pacific/Kiritimati',
  GSV: 'Europe/Saratov',
  KPW: 'Asia/Anadyr',
  NQZ: 'Asia/Almaty',
  SBT: 'Asia/Yekaterinburg',
  ZHH: 'America/Whitehorse',
};
