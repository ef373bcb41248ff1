import type { Gender, StreamingStatus } from '@platform/shared/contract';

export const DEMO_PASSWORD = 'demo1234';
export const SITE_NAME = 'Velvet Live';

export const CATEGORIES = [
  { slug: 'girls', name: 'Girls', description: 'Solo female performers' },
  { slug: 'couples', name: 'Couples', description: 'Couples performing together' },
  { slug: 'guys', name: 'Guys', description: 'Solo male performers' },
  { slug: 'trans', name: 'Trans', description: 'Transgender performers' },
  { slug: 'mature', name: 'Mature', description: 'Experienced performers over 35' },
  { slug: 'asian', name: 'Asian', description: 'Performers from Asia' },
  { slug: 'latina', name: 'Latina', description: 'Performers from Latin America' },
  { slug: 'fetish', name: 'Fetish', description: 'Cosplay, role play and fetish shows' },
];

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

const p = (d: Partial<DemoPerformer> & Pick<DemoPerformer, 'username' | 'firstName' | 'lastName' | 'gender'>): DemoPerformer => ({
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

export const PERFORMERS: DemoPerformer[] = [
  p({ username: 'anna', firstName: 'Anna', lastName: 'Rivers', gender: 'female', country: 'US', city: 'Miami', categories: ['girls'], privateCallPrice: 25, groupCallPrice: 15, aboutMe: 'Sunny smile, lazy Sunday vibes and long chats.', bio: 'Former dance teacher from Miami. I love salsa, sea swimming and meeting people from all over the world.', tags: ['dance', 'chatty', 'smile'], dateOfBirth: '1996-04-12', hair: 'blonde', eyes: 'blue', views: 5230, favorites: 312 }),
  p({ username: 'bella', firstName: 'Bella', lastName: 'Moretti', gender: 'female', country: 'IT', city: 'Milan', categories: ['girls', 'fetish'], privateCallPrice: 30, groupCallPrice: 20, aboutMe: 'Italian fashion student who loves cosplay.', bio: 'Ciao! I sew my own costumes and change them every show.', languages: ['Italian', 'English'], tags: ['cosplay', 'fashion'], dateOfBirth: '1999-09-03', streamingStatus: 'offline', streamingTitle: 'Cosplay night: guess the character', views: 8740, favorites: 655 }),
  p({ username: 'carmen', firstName: 'Carmen', lastName: 'Vidal', gender: 'female', country: 'ES', city: 'Valencia', categories: ['latina', 'girls'], privateCallPrice: 35, groupCallPrice: 20, aboutMe: 'Flamenco heart, warm Spanish evenings.', bio: 'Dancer and guitar lover. Ask me for a song!', languages: ['Spanish', 'English'], tags: ['flamenco', 'guitar'], dateOfBirth: '1993-07-21', streamingStatus: 'offline', streamingTitle: 'In a private show', studio: true, hair: 'black', ethnicity: 'latin', views: 6120, favorites: 402 }),
  p({ username: 'diana', firstName: 'Diana', lastName: 'Petrova', gender: 'female', country: 'BG', city: 'Sofia', categories: ['girls', 'mature'], privateCallPrice: 40, groupCallPrice: 25, aboutMe: 'Confident, elegant and a great listener.', bio: 'Wine, jazz and deep conversations after midnight.', languages: ['Bulgarian', 'English', 'Russian'], tags: ['elegant', 'jazz'], dateOfBirth: '1986-02-14', streamingStatus: 'offline', streamingTitle: 'Jazz & wine group show', studio: true, views: 4410, favorites: 289 }),
  p({ username: 'elena', firstName: 'Elena', lastName: 'Sokolova', gender: 'female', country: 'UA', city: 'Odesa', categories: ['girls'], privateCallPrice: 20, groupCallPrice: 15, aboutMe: 'Yoga mornings and painting evenings.', bio: 'Art student who paints live on stream — tell me what to draw.', languages: ['Ukrainian', 'English'], tags: ['yoga', 'art'], dateOfBirth: '1998-11-30', streamingStatus: 'offline', streamingTitle: 'Live painting: your ideas on my canvas', studio: true, hair: 'red', eyes: 'green', views: 3980, favorites: 201 }),
  p({ username: 'fiona', firstName: 'Fiona', lastName: 'Gallagher', gender: 'female', country: 'IE', city: 'Dublin', categories: ['girls'], privateCallPrice: 15, groupCallPrice: 15, aboutMe: 'Irish freckles and a terrible singing voice.', bio: 'I play the fiddle badly and laugh a lot.', tags: ['music', 'funny'], dateOfBirth: '2000-03-17', hair: 'red', eyes: 'green', views: 2100, favorites: 98 }),
  p({ username: 'gina', firstName: 'Gina', lastName: 'Santos', gender: 'female', country: 'BR', city: 'Rio de Janeiro', categories: ['latina'], privateCallPrice: 30, groupCallPrice: 20, aboutMe: 'Samba, beaches and good vibes only.', bio: 'Carioca who lives for music and the ocean.', languages: ['Portuguese', 'English', 'Spanish'], tags: ['samba', 'beach'], dateOfBirth: '1997-02-08', ethnicity: 'latin', views: 7020, favorites: 520 }),
  p({ username: 'hana', firstName: 'Hana', lastName: 'Sato', gender: 'female', country: 'JP', city: 'Osaka', categories: ['asian', 'fetish'], privateCallPrice: 45, groupCallPrice: 25, aboutMe: 'Anime fan, gamer and tea ceremony nerd.', bio: 'I stream retro games between shows. Kawaii but competitive!', languages: ['Japanese', 'English'], tags: ['anime', 'gaming'], dateOfBirth: '1998-06-25', hair: 'black', ethnicity: 'asian', views: 9100, favorites: 801 }),
  p({ username: 'iris', firstName: 'Iris', lastName: 'Laurent', gender: 'female', country: 'FR', city: 'Lyon', categories: ['mature', 'girls'], privateCallPrice: 50, groupCallPrice: 30, aboutMe: 'French charm with a wicked sense of humour.', bio: 'Chef by day — I cook live on Sundays.', languages: ['French', 'English'], tags: ['cooking', 'romantic'], dateOfBirth: '1984-10-02', views: 3300, favorites: 176 }),
  p({ username: 'julia', firstName: 'Julia', lastName: 'Novak', gender: 'female', country: 'CZ', city: 'Prague', categories: ['girls'], privateCallPrice: 20, groupCallPrice: 15, aboutMe: 'Bookworm with glasses and a big laugh.', bio: 'Literature student, ask me for a book recommendation.', languages: ['Czech', 'English', 'German'], tags: ['books', 'glasses'], dateOfBirth: '2001-01-19', hair: 'blonde', views: 1850, favorites: 77 }),
  p({ username: 'kira', firstName: 'Kira', lastName: 'Lee', gender: 'transgender', country: 'KR', city: 'Seoul', categories: ['trans', 'asian'], privateCallPrice: 35, groupCallPrice: 20, aboutMe: 'K-pop dancer and make-up artist.', bio: 'Make-up tutorials and dance covers every week.', languages: ['Korean', 'English'], tags: ['kpop', 'makeup'], dateOfBirth: '1997-08-08', hair: 'pink', ethnicity: 'asian', views: 4700, favorites: 333 }),
  p({ username: 'lola', firstName: 'Lola', lastName: 'Martinez', gender: 'female', country: 'MX', city: 'Guadalajara', categories: ['latina', 'couples'], privateCallPrice: 25, groupCallPrice: 15, aboutMe: 'Mexican spice, sometimes with my boyfriend Diego.', bio: 'We are a fun couple who love tequila nights and music.', languages: ['Spanish', 'English'], tags: ['couple', 'party'], dateOfBirth: '1995-05-05', ethnicity: 'latin', views: 5600, favorites: 410 }),
  p({ username: 'marco', firstName: 'Marco', lastName: 'Bianchi', gender: 'male', country: 'IT', city: 'Rome', categories: ['guys'], privateCallPrice: 20, groupCallPrice: 15, aboutMe: 'Gym, pasta and Italian opera.', bio: 'Personal trainer who sings opera in the shower.', languages: ['Italian', 'English'], tags: ['fitness', 'opera'], dateOfBirth: '1992-12-01', hair: 'brown', height: '6\'1"', weight: '190 lbs', views: 2600, favorites: 140 }),
  p({ username: 'nina', firstName: 'Nina', lastName: 'Berg', gender: 'female', country: 'SE', city: 'Stockholm', categories: ['girls'], privateCallPrice: 15, groupCallPrice: 15, aboutMe: 'New here — say hi!', bio: 'Just joined, still waiting for my documents to be checked.', languages: ['Swedish', 'English'], tags: ['newbie'], dateOfBirth: '2002-04-04', verified: false, hair: 'blonde', eyes: 'blue', views: 120, favorites: 4 }),
  p({ username: 'olivia', firstName: 'Olivia', lastName: 'Grant', gender: 'female', country: 'GB', city: 'London', categories: ['girls', 'mature'], privateCallPrice: 40, groupCallPrice: 25, aboutMe: 'British tea, dry humour and long talks.', bio: 'Theatre actress who loves improvisation games.', tags: ['theatre', 'tea'], dateOfBirth: '1988-09-09', views: 3900, favorites: 260 }),
  p({ username: 'sasha', firstName: 'Sasha', lastName: 'Ivanova', gender: 'transgender', country: 'LV', city: 'Riga', categories: ['trans', 'fetish'], privateCallPrice: 30, groupCallPrice: 20, aboutMe: 'Latex, leather and laughter.', bio: 'Fashion designer with a taste for the dramatic.', languages: ['Latvian', 'Russian', 'English'], tags: ['latex', 'fashion'], dateOfBirth: '1994-01-28', hair: 'black', views: 4200, favorites: 300 }),
];

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
  { username: 'member', firstName: 'Max', lastName: 'Miller', displayName: 'Max', balance: 500, roles: ['user'], gender: 'male', country: 'US', city: 'Austin' },
  { username: 'admin', firstName: 'Site', lastName: 'Admin', displayName: 'Admin', balance: 0, roles: ['admin', 'user'], gender: '', country: 'US', city: '' },
];

export const BANNERS = [
  { key: 'welcome', title: 'Welcome to Velvet Live', description: 'Hundreds of live shows every night — join free', href: '/auth/register/user', position: 'top' },
  { key: 'models', title: 'Become a model', description: 'Broadcast from home and earn with every tip', href: '/auth/register/performer', position: 'top' },
  { key: 'live', title: 'Live every night', description: 'Bella, Elena and more stream after dark — jump in', href: '/performers', position: 'top' },
  { key: 'studios', title: 'Run a studio?', description: 'Manage your models, commissions and payouts in one place', href: '/auth/register/studio', position: 'bottom' },
] as const;

// Only screens that exist: the catalog's media pages and contact form come with their own issue.
export const MENUS = [
  { section: 'header', title: 'Home', path: '/' },
  { section: 'header', title: 'Performers', path: '/performers' },
  { section: 'footer', title: 'Become a model', path: '/auth/register/performer' },
  { section: 'footer', title: 'Studio sign up', path: '/auth/register/studio' },
  { section: 'footer', title: 'Member sign up', path: '/auth/register/user' },
] as const;

/** Every key of SPEC.md §3 "Site settings" plus the UI settings; all public. */
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
};

/** Private settings for later money features (commissions in percent). */
export const PRIVATE_SETTINGS: Record<string, unknown> = {
  performerCommission: 20,
  studioCommission: 10,
};
