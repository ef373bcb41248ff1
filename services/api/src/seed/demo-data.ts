import type { Gender, StreamingStatus } from '@platform/shared/contract';

export const DEMO_PASSWORD = 'demo1234';
export const SITE_NAME = 'Velvet Live';

// [slug, name, description, Russian name, Russian description]
const CATEGORY_ROWS: [string, string, string, string, string][] = [
  ['girls', 'Girls', 'Solo female performers', 'Девушки', 'Девушки соло'],
  ['couples', 'Couples', 'Couples performing together', 'Пары', 'Пары, которые выступают вместе'],
  ['guys', 'Guys', 'Solo male performers', 'Парни', 'Парни соло'],
  ['trans', 'Trans', 'Transgender performers', 'Транс', 'Транс-исполнители'],
  ['mature', 'Mature', 'Experienced performers over 35', 'Зрелые', 'Опытные исполнители старше 35 лет'],
  ['asian', 'Asian', 'Performers from Asia', 'Азиатские', 'Исполнители из Азии'],
  ['latina', 'Latina', 'Performers from Latin America', 'Латина', 'Исполнители из Латинской Америки'],
  ['fetish', 'Fetish', 'Cosplay, role play and fetish shows', 'Фетиш', 'Косплей, ролевые игры и фетиш-шоу'],
];

export const CATEGORIES = CATEGORY_ROWS.map(([slug, name, description, ruName, ruDescription]) => ({
  slug,
  name,
  description,
  ru: { name: ruName, description: ruDescription },
}));

export interface DemoPerformer {
  username: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  country: string;
  city: string;
  categories: string[]; // slugs
  privateCallPrice: number;
  groupCallPrice: number;
  aboutMe: string;
  bio: string;
  languages: string[];
  tags: string[];
  dateOfBirth: string;
  verified: boolean;
  streamingStatus: StreamingStatus;
  streamingTitle?: string;
  studio?: boolean;
  height: string;
  weight: string;
  eyes: string;
  hair: string;
  ethnicity: string;
  views: number;
  favorites: number;
}

const withDefaults = (d: Partial<DemoPerformer> & Pick<DemoPerformer, 'username' | 'firstName' | 'lastName' | 'gender'>): DemoPerformer => ({
  country: 'US',
  city: '',
  categories: ['girls'],
  privateCallPrice: 20,
  groupCallPrice: 15,
  aboutMe: '',
  bio: '',
  languages: ['English'],
  tags: [],
  dateOfBirth: '1995-01-01',
  verified: true,
  streamingStatus: 'offline',
  height: '5\'6"',
  weight: '121 lbs',
  eyes: 'brown',
  hair: 'brunette',
  ethnicity: 'white',
  views: 0,
  favorites: 0,
  ...d,
});

// The performers are tables rather than one object literal each: a performer is a row here plus a line in each
// table below that concerns them; what most performers share stays in withDefaults.
type PerformerRow = [
  username: string,
  firstName: string,
  lastName: string,
  gender: Gender,
  country: string,
  city: string,
  categories: string[],
  privateCallPrice: number,
  groupCallPrice: number,
  dateOfBirth: string,
  views: number,
  favorites: number,
  tags: string[],
];

const PERFORMER_ROWS: PerformerRow[] = [
  ['anna', 'Anna', 'Rivers', 'female', 'US', 'Miami', ['girls'], 25, 15, '1996-04-12', 5230, 312, ['dance', 'chatty', 'smile']],
  ['bella', 'Bella', 'Moretti', 'female', 'IT', 'Milan', ['girls', 'fetish'], 30, 20, '1999-09-03', 8740, 655, ['cosplay', 'fashion']],
  ['carmen', 'Carmen', 'Vidal', 'female', 'ES', 'Valencia', ['latina', 'girls'], 35, 20, '1993-07-21', 6120, 402, ['flamenco', 'guitar']],
  ['diana', 'Diana', 'Petrova', 'female', 'BG', 'Sofia', ['girls', 'mature'], 40, 25, '1986-02-14', 4410, 289, ['elegant', 'jazz']],
  ['elena', 'Elena', 'Sokolova', 'female', 'UA', 'Odesa', ['girls'], 20, 15, '1998-11-30', 3980, 201, ['yoga', 'art']],
  ['fiona', 'Fiona', 'Gallagher', 'female', 'IE', 'Dublin', ['girls'], 15, 15, '2000-03-17', 2100, 98, ['music', 'funny']],
  ['gina', 'Gina', 'Santos', 'female', 'BR', 'Rio de Janeiro', ['latina'], 30, 20, '1997-02-08', 7020, 520, ['samba', 'beach']],
  ['hana', 'Hana', 'Sato', 'female', 'JP', 'Osaka', ['asian', 'fetish'], 45, 25, '1998-06-25', 9100, 801, ['anime', 'gaming']],
  ['iris', 'Iris', 'Laurent', 'female', 'FR', 'Lyon', ['mature', 'girls'], 50, 30, '1984-10-02', 3300, 176, ['cooking', 'romantic']],
  ['julia', 'Julia', 'Novak', 'female', 'CZ', 'Prague', ['girls'], 20, 15, '2001-01-19', 1850, 77, ['books', 'glasses']],
  ['kira', 'Kira', 'Lee', 'transgender', 'KR', 'Seoul', ['trans', 'asian'], 35, 20, '1997-08-08', 4700, 333, ['kpop', 'makeup']],
  ['lola', 'Lola', 'Martinez', 'female', 'MX', 'Guadalajara', ['latina', 'couples'], 25, 15, '1995-05-05', 5600, 410, ['couple', 'party']],
  ['marco', 'Marco', 'Bianchi', 'male', 'IT', 'Rome', ['guys'], 20, 15, '1992-12-01', 2600, 140, ['fitness', 'opera']],
  ['nina', 'Nina', 'Berg', 'female', 'SE', 'Stockholm', ['girls'], 15, 15, '2002-04-04', 120, 4, ['newbie']],
  ['olivia', 'Olivia', 'Grant', 'female', 'GB', 'London', ['girls', 'mature'], 40, 25, '1988-09-09', 3900, 260, ['theatre', 'tea']],
  ['sasha', 'Sasha', 'Ivanova', 'transgender', 'LV', 'Riga', ['trans', 'fetish'], 30, 20, '1994-01-28', 4200, 300, ['latex', 'fashion']],
];

const ABOUT_ME: Record<string, string> = {
  anna: 'Sunny smile, lazy Sunday vibes and long chats.',
  bella: 'Italian fashion student who loves cosplay.',
  carmen: 'Flamenco heart, warm Spanish evenings.',
  diana: 'Confident, elegant and a great listener.',
  elena: 'Yoga mornings and painting evenings.',
  fiona: 'Irish freckles and a terrible singing voice.',
  gina: 'Samba, beaches and good vibes only.',
  hana: 'Anime fan, gamer and tea ceremony nerd.',
  iris: 'French charm with a wicked sense of humour.',
  julia: 'Bookworm with glasses and a big laugh.',
  kira: 'K-pop dancer and make-up artist.',
  lola: 'Mexican spice, sometimes with my boyfriend Diego.',
  marco: 'Gym, pasta and Italian opera.',
  nina: 'New here — say hi!',
  olivia: 'British tea, dry humour and long talks.',
  sasha: 'Latex, leather and laughter.',
};

const BIOS: Record<string, string> = {
  anna: 'Former dance teacher from Miami. I love salsa, sea swimming and meeting people from all over the world.',
  bella: 'Ciao! I sew my own costumes and change them every show.',
  carmen: 'Dancer and guitar lover. Ask me for a song!',
  diana: 'Wine, jazz and deep conversations after midnight.',
  elena: 'Art student who paints live on stream — tell me what to draw.',
  fiona: 'I play the fiddle badly and laugh a lot.',
  gina: 'Carioca who lives for music and the ocean.',
  hana: 'I stream retro games between shows. Kawaii but competitive!',
  iris: 'Chef by day — I cook live on Sundays.',
  julia: 'Literature student, ask me for a book recommendation.',
  kira: 'Make-up tutorials and dance covers every week.',
  lola: 'We are a fun couple who love tequila nights and music.',
  marco: 'Personal trainer who sings opera in the shower.',
  nina: 'Just joined, still waiting for my documents to be checked.',
  olivia: 'Theatre actress who loves improvisation games.',
  sasha: 'Fashion designer with a taste for the dramatic.',
};

/** Everyone speaks English (the default); these speak more. */
const LANGUAGES: Record<string, string[]> = {
  bella: ['Italian', 'English'],
  carmen: ['Spanish', 'English'],
  diana: ['Bulgarian', 'English', 'Russian'],
  elena: ['Ukrainian', 'English'],
  gina: ['Portuguese', 'English', 'Spanish'],
  hana: ['Japanese', 'English'],
  iris: ['French', 'English'],
  julia: ['Czech', 'English', 'German'],
  kira: ['Korean', 'English'],
  lola: ['Spanish', 'English'],
  marco: ['Italian', 'English'],
  nina: ['Swedish', 'English'],
  sasha: ['Latvian', 'Russian', 'English'],
};

/** Only where a performer's looks differ from withDefaults. */
const LOOKS: Record<string, Partial<Pick<DemoPerformer, 'hair' | 'eyes' | 'ethnicity' | 'height' | 'weight'>>> = {
  anna: { hair: 'blonde', eyes: 'blue' },
  carmen: { hair: 'black', ethnicity: 'latin' },
  elena: { hair: 'red', eyes: 'green' },
  fiona: { hair: 'red', eyes: 'green' },
  gina: { ethnicity: 'latin' },
  hana: { hair: 'black', ethnicity: 'asian' },
  julia: { hair: 'blonde' },
  kira: { hair: 'pink', ethnicity: 'asian' },
  lola: { ethnicity: 'latin' },
  marco: { hair: 'brown', height: '6\'1"', weight: '190 lbs' },
  nina: { hair: 'blonde', eyes: 'blue' },
  sasha: { hair: 'black' },
};

const SHOWS: Record<string, Partial<Pick<DemoPerformer, 'streamingTitle' | 'studio' | 'verified'>>> = {
  bella: { streamingTitle: 'Cosplay night: guess the character' },
  carmen: { streamingTitle: 'In a private show', studio: true },
  diana: { streamingTitle: 'Jazz & wine group show', studio: true },
  elena: { streamingTitle: 'Live painting: your ideas on my canvas', studio: true },
  nina: { verified: false },
};

export const PERFORMERS: DemoPerformer[] = PERFORMER_ROWS.map(
  ([username, firstName, lastName, gender, country, city, categories, privateCallPrice, groupCallPrice, dateOfBirth, views, favorites, tags]) =>
    withDefaults({
      username,
      firstName,
      lastName,
      gender,
      country,
      city,
      categories,
      privateCallPrice,
      groupCallPrice,
      aboutMe: ABOUT_ME[username],
      bio: BIOS[username],
      ...(LANGUAGES[username] && { languages: LANGUAGES[username] }),
      tags,
      dateOfBirth,
      views,
      favorites,
      ...LOOKS[username],
      ...SHOWS[username],
    }),
);

export const STUDIO = {
  username: 'studio',
  name: 'Velvet Studio',
  phone: '+1 305 555 0100',
  country: 'US',
  city: 'Miami',
  address: '100 Ocean Drive',
  languages: ['English', 'Spanish'],
  timezone: 'America/New_York',
};

export const USERS = [
  {
    username: 'member',
    firstName: 'Max',
    lastName: 'Miller',
    displayName: 'Max',
    balance: 500,
    roles: ['user'],
    gender: 'male',
    country: 'US',
    city: 'Austin',
  },
  {
    username: 'admin',
    firstName: 'Site',
    lastName: 'Admin',
    displayName: 'Admin',
    balance: 0,
    roles: ['admin', 'user'],
    gender: '',
    country: 'US',
    city: '',
  },
];

export const BANNERS = [
  {
    key: 'welcome',
    title: 'Welcome to Velvet Live',
    description: 'Hundreds of live shows every night — join free',
    href: '/auth/register/user',
    position: 'top',
    ru: { title: 'Добро пожаловать в Velvet Live', description: 'Сотни живых шоу каждую ночь — присоединяйтесь бесплатно' },
  },
  {
    key: 'models',
    title: 'Become a model',
    description: 'Broadcast from home and earn with every tip',
    href: '/auth/register/performer',
    position: 'top',
    ru: { title: 'Станьте моделью', description: 'Ведите трансляции из дома и зарабатывайте на чаевых' },
  },
  {
    key: 'live',
    title: 'Live every night',
    description: 'Bella, Elena and more stream after dark — jump in',
    href: '/performers',
    position: 'top',
    ru: { title: 'В эфире каждую ночь', description: 'Белла, Елена и другие выходят в эфир после заката — заходите' },
  },
  {
    key: 'studios',
    title: 'Run a studio?',
    description: 'Manage your models, commissions and payouts in one place',
    href: '/auth/register/studio',
    position: 'bottom',
    ru: { title: 'У вас студия?', description: 'Модели, комиссии и выплаты — в одном месте' },
  },
] as const;

// Only screens that exist, all in the catalog remote: its content lists in the header; in the footer the posts (the
// content seed always writes a few, see content-seed.ts) and the contact form, then the sign-up pages.
export const MENUS = [
  { section: 'header', title: 'Home', path: '/', ru: 'Главная' },
  { section: 'header', title: 'Performers', path: '/performers', ru: 'Модели' },
  { section: 'header', title: 'Videos', path: '/videos', ru: 'Видео' },
  { section: 'header', title: 'Galleries', path: '/galleries', ru: 'Галереи' },
  { section: 'header', title: 'Products', path: '/products', ru: 'Товары' },
  { section: 'footer', title: 'Posts', path: '/posts', ru: 'Публикации' },
  { section: 'footer', title: 'Contact', path: '/contact', ru: 'Контакты' },
  { section: 'footer', title: 'Become a model', path: '/auth/register/performer', ru: 'Стать моделью' },
  { section: 'footer', title: 'Studio sign up', path: '/auth/register/studio', ru: 'Регистрация студии' },
  { section: 'footer', title: 'Member sign up', path: '/auth/register/user', ru: 'Регистрация участника' },
] as const;

/** Every site-settings key plus the UI settings; all public. */
export const PUBLIC_SETTINGS: Record<string, unknown> = {
  siteName: SITE_NAME,
  logoUrl: '/uploads/seed/site/logo.svg',
  placeholderLoginUrl: '/uploads/seed/banners/welcome.svg',
  placeholderAvatarUrl: '/no-avatar.png',
  favicon: '/uploads/seed/site/favicon.svg',
  metaKeywords: 'live cams, webcam shows, live chat, models',
  metaDescription: 'Velvet Live — live webcam shows, private chats and exclusive content from performers around the world.',
  headerScript: '',
  afterBodyScript: '',
  currency: 'USD',
  gaCode: '',
  maintenanceMode: false,
  tipSound: '/uploads/seed/site/tip.wav',
  defaultOfflineModelImage: '/offline.png',
  defaultPrivateCallImage: '/private.png',
  defaultGroupChatImage: '/group.png',
  viewerURL: '/WebRTCAppEE',
  publisherURL: '/WebRTCAppEE',
  subscriberUrl: '/WebRTCAppEE',
  optionForBroadcast: 'hls',
  optionForPrivate: 'hls',
  optionForGroup: 'hls',
  secureOption: false,
  AntMediaAppname: 'WebRTCAppEE',
  theme: 'light',
  enablePopup18Plus: true,
  popupContent18Plus:
    '<h3>This website contains adult content</h3><p>You must be at least 18 years old (or the age of majority where you live) to enter. By entering you confirm that you are an adult and that viewing sexually explicit material is legal where you are.</p>',
  footerContent: '<p>© Velvet Live. All performers were 18 years of age or older at the time of depiction. <a href="/contact">Contact us</a></p>',
  // The same texts for a Russian interface (the shell reads `<key>Ru` when the visitor's language is Russian).
  popupContent18PlusRu:
    '<h3>Этот сайт содержит материалы для взрослых</h3><p>Чтобы войти, вам должно быть не меньше 18 лет (или возраст совершеннолетия там, где вы живёте). Входя, вы подтверждаете, что вы совершеннолетний и что просмотр откровенных материалов законен там, где вы находитесь.</p>',
  footerContentRu: '<p>© Velvet Live. Всем исполнителям на момент съёмки было 18 лет или больше. <a href="/contact">Напишите нам</a></p>',
};

/** Private settings for later money features (commissions in percent). */
export const PRIVATE_SETTINGS: Record<string, unknown> = {
  performerCommission: 20,
  studioCommission: 10,
};
