import { messages, rules, validate } from '.';

describe('form validation rules', () => {
  it('uses the exact messages', () => {
    expect(rules.required('', {})).toBe('This field is required!');
    expect(rules.maxLength(3)('abcd', {})).toBe('Must be at most 3 characters');
    expect(rules.maxLength(3)(' abc ', {})).toBeUndefined();
    expect(rules.required('  ', {})).toBe('This field is required!');
    expect(rules.email('a@b', {})).toBe('Not a validate email!');
    expect(rules.number('12a', {})).toBe('Not a validate number!');
    expect(rules.range(18, 99)('5', {})).toBe('Must be between 18 and 99');
    expect(rules.username('an na', {})).toBe('Dont allow special chars or space');
    expect(rules.username('anna_1', {})).toBe('Dont allow special chars or space');
    expect(messages.range(1, 2)).toBe('Must be between 1 and 2');
  });

  it('passes valid values', () => {
    expect(rules.required('x', {})).toBeUndefined();
    expect(rules.email('anna@demo.local', {})).toBeUndefined();
    expect(rules.number('12.5', {})).toBeUndefined();
    expect(rules.range(18, 99)(18, {})).toBeUndefined();
    expect(rules.range(18, 99)(99, {})).toBeUndefined();
    expect(rules.range(18, 99)(100, {})).toBe('Must be between 18 and 99');
    expect(rules.username('Anna2024', {})).toBeUndefined();
  });

  it('checks URLs loosely', () => {
    expect(rules.url('example.com', {})).toBeUndefined();
    expect(rules.url('https://cdn.example.com/a?b=1', {})).toBeUndefined();
    expect(rules.url('http://localhost:8080/x', {})).toBeUndefined();
    expect(rules.url('not a url', {})).toBe('Not a validate url!');
  });

  it('leaves empty optional values to `required`', () => {
    expect(rules.email('', {})).toBeUndefined();
    expect(rules.number(undefined, {})).toBeUndefined();
    expect(rules.username('', {})).toBeUndefined();
  });
});

describe('validate', () => {
  it('returns the first failing message per field', () => {
    const errors = validate(
      { username: '', email: 'bad', age: '7', name: 'ok' },
      {
        username: [rules.required, rules.username],
        email: [rules.required, rules.email],
        age: [rules.required, rules.number, rules.range(18, 99)],
        name: rules.required,
      },
    );
    expect(errors).toEqual({
      username: 'This field is required!',
      email: 'Not a validate email!',
      age: 'Must be between 18 and 99',
    });
  });

  it('gives rules access to all values', () => {
    const same = (v: unknown, all: { password: string }) => (v === all.password ? undefined : 'Passwords differ');
    expect(validate({ password: 'a', confirm: 'b' }, { confirm: same })).toEqual({ confirm: 'Passwords differ' });
  });
});
