import { getServerMessage } from '.';

describe('getServerMessage', () => {
  it("takes the first validation item's first constraint", () => {
    expect(
      getServerMessage({
        statusCode: 400,
        message: [
          { property: 'email', constraints: { isEmail: 'email must be an email', isNotEmpty: 'email should not be empty' } },
          { property: 'password', constraints: { minLength: 'too short' } },
        ],
      }),
    ).toBe('email must be an email');
  });

  it('otherwise the error text', () => {
    expect(getServerMessage({ statusCode: 400, message: 'Username already taken' })).toBe('Username already taken');
    expect(getServerMessage({ message: ['plain text item'] })).toBe('plain text item');
    expect(getServerMessage({ response: { data: { message: 'wrapped' } } })).toBe('wrapped');
    expect(getServerMessage(new Error('boom'))).toBe('boom');
  });

  it("otherwise 'Bad request!'", () => {
    expect(getServerMessage({ statusCode: 400, message: [] })).toBe('Bad request!');
    expect(getServerMessage({ statusCode: 400 })).toBe('Bad request!');
    expect(getServerMessage(null)).toBe('Bad request!');
    expect(getServerMessage(undefined)).toBe('Bad request!');
  });
});
