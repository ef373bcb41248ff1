/** The toast for a conversation or message load failure. */
export const LOAD_FAILED = 'Error occured, please try again later';
