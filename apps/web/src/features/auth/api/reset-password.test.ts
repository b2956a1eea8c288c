import { ResetPasswordInputSchema } from './reset-password';

/** Each field's first message, as the form shows them. */
function messagesFor(newPassword: string, confirmPassword: string) {
  const result = ResetPasswordInputSchema.safeParse({ newPassword, confirmPassword });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('ResetPasswordInputSchema', () => {
  it('accepts a password that follows the rules, typed the same twice', () => {
    expect(messagesFor('correct-horse-battery', 'correct-horse-battery')).toEqual({});
  });

  it.each([
    ['nothing typed', '', 'Please enter a new password.'],
    ['9 characters', 'a'.repeat(8) + 'b', 'New password must be at least 10 characters.'],
    ['129 characters', 'ab'.repeat(64) + 'c', 'New password must be at most 128 characters.'],
    ['one character repeated', 'x'.repeat(12), 'New password must not be one character repeated.'],
  ])(
    'refuses %s in the sign-up rules’ words, naming the new password',
    (_label, password, message) => {
      expect(messagesFor(password, password)).toEqual({ newPassword: message });
    },
  );

  it('accepts exactly 10 characters, counted as a person counts them', () => {
    expect(messagesFor('ééééééééée', 'ééééééééée')).toEqual({});
  });

  it('puts a different confirmation on the confirmation field, whatever the password', () => {
    expect(messagesFor('correct-horse-battery', 'correct-horse-batterY')).toEqual({
      confirmPassword: 'The passwords do not match.',
    });
    expect(messagesFor('short', 'shorter')).toEqual({
      newPassword: 'New password must be at least 10 characters.',
      confirmPassword: 'The passwords do not match.',
    });
  });
});
