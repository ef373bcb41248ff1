// Accounts and reference lists as the API answers them, for the remotes' unit tests.

/** Anna, a performer: the identity fields every screen of hers reads (each test adds the fields its screen reads). */
export const ANNA = {
  _id: 'p1',
  username: 'anna',
  name: 'Anna Rivers',
  firstName: 'Anna',
  lastName: 'Rivers',
  email: 'anna@demo.local',
  avatar: '',
};

/** A member. */
export const MEMBER = { _id: 'u1', name: 'Member', firstName: 'Mem', lastName: 'Ber', username: 'member', email: 'member@demo.local', avatar: '' };

/** GET /settings/countries. */
export const COUNTRIES = [
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'RU', name: 'Russia' },
  { code: 'US', name: 'United States' },
];
