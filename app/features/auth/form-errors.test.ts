import { describe, expect, it } from 'vitest';
import { errorTarget, splitFailure } from './form-errors';

describe('errorTarget', () => {
  it('points the named field at the form alert and marks it invalid, and no other', () => {
    const failure = { field: 'password' };
    expect(errorTarget('err', failure, 'password')).toEqual({
      describedBy: ['err'],
      invalid: true,
    });
    expect(errorTarget('err', failure, 'email')).toEqual({ describedBy: [], invalid: false });
  });

  it('marks every field when the service named none', () => {
    expect(errorTarget('err', { field: null }, 'email')).toEqual({
      describedBy: ['err'],
      invalid: true,
    });
  });

  it('leaves every field alone without a failure', () => {
    expect(errorTarget('err', null, 'email')).toEqual({ describedBy: [], invalid: false });
  });
});

describe('splitFailure (issue 10: one wrong field is the only one marked)', () => {
  const FIELDS = ['email', 'username'] as const;

  it("gives a field of this form its own message and focus, and the form's alert nothing", () => {
    const errors = splitFailure({ error: 'That username is taken.', field: 'username' }, FIELDS);
    expect(errors.form).toBeNull();
    expect(errors.field('username')).toEqual({ error: 'That username is taken.', autoFocus: true });
    expect(errors.field('email')).toEqual({ error: null, autoFocus: false });
  });

  it("puts a message about no field of this form in the form's alert", () => {
    const errors = splitFailure({ error: 'Too many sign-ups.', field: null }, FIELDS);
    expect(errors.form).toBe('Too many sign-ups.');
    expect(errors.field('email')).toEqual({ error: null, autoFocus: false });
    const other = splitFailure({ error: 'Bad token.', field: 'token' }, FIELDS);
    expect(other.form).toBe('Bad token.');
  });

  it('marks every field the server refused at once, each with its message; the first takes the focus', () => {
    const errors = splitFailure(
      {
        error: 'That password is too common. Choose another.',
        field: 'password',
        fieldErrors: {
          password: 'That password is too common. Choose another.',
          username: 'That username is taken.',
        },
      },
      ['email', 'password', 'username'],
    );
    expect(errors.form).toBeNull();
    expect(errors.field('password')).toEqual({
      error: 'That password is too common. Choose another.',
      autoFocus: true,
    });
    expect(errors.field('username')).toEqual({
      error: 'That username is taken.',
      autoFocus: false,
    });
    expect(errors.field('email')).toEqual({ error: null, autoFocus: false });
  });
});
