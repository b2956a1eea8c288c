import type { Readable, Writable } from 'node:stream';
import { AppError } from '../app-error';
import { promptHiddenPassword, type TerminalInput } from './prompt-hidden-password';
import { readPipedPassword } from './read-piped-password';

/**
 * The admin tool's password, never from argv (docs/decisions/0110): asked twice without echo
 * when stdin is a terminal, else read from what was piped in.
 */
export async function readPassword(
  io: { input: Readable & { isTTY?: boolean }; output: Writable },
  forWhom: string,
): Promise<string> {
  const { input, output } = io;
  if (!isTerminal(input)) return readPipedPassword(input);
  const [password, again] = await promptHiddenPassword(input, output, [
    `Password for ${forWhom}: `,
    'The same password again: ',
  ]);
  if (!password) throw new AppError('VALIDATION_ERROR', 'No password typed.');
  if (again !== password) throw new AppError('VALIDATION_ERROR', 'The passwords do not match.');
  return password;
}

function isTerminal(input: Readable & { isTTY?: boolean }): input is Readable & TerminalInput {
  return input.isTTY === true && 'setRawMode' in input;
}
