/** The phone layout of the room (the site's phone width). */
export const PHONE = '(max-width: 640px)';
