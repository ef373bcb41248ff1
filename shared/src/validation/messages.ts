/** Default form messages, exactly as the product words them. */
export const messages = {
  required: 'This field is required!',
  email: 'Not a validate email!',
  number: 'Not a validate number!',
  range: (min: number, max: number): string => `Must be between ${min} and ${max}`,
  username: 'Dont allow special chars or space',
  // Not quoted by the spec; worded like the other type messages.
  url: 'Not a validate url!',
  maxLength: (max: number): string => `Must be at most ${max} characters`,
} as const;
