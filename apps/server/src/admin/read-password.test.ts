import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_PIPED_PASSWORD_BYTES } from './read-piped-password';
import { readPassword } from './read-password';

/** A stand-in for a terminal's stdin: a stream with isTTY and setRawMode, as process.stdin has. */
function terminal(): PassThrough & {
  isTTY: true;
  rawModes: boolean[];
  setRawMode(on: boolean): void;
} {
  const stream = new PassThrough() as PassThrough & {
    isTTY: true;
    rawModes: boolean[];
    setRawMode(on: boolean): void;
  };
  stream.isTTY = true;
  stream.rawModes = [];
  stream.setRawMode = (on) => void stream.rawModes.push(on);
  return stream;
}

function collected(): { output: PassThrough; text(): string } {
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { output, text: () => text };
}

/** Types `keys` one chunk at a time, each after the prompt before it has been written. */
async function typeInto(input: PassThrough, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    await new Promise((resolve) => setImmediate(resolve));
    input.write(key);
  }
}

describe('readPassword from a pipe', () => {
  it.each([
    ['correct horse battery', 'correct horse battery'],
    ['correct horse battery\n', 'correct horse battery'],
    ['correct horse battery\r\n', 'correct horse battery'],
    ['  spaces kept  \n', '  spaces kept  '],
    ['pässwörd ✓', 'pässwörd ✓'],
  ])('%j → %j', async (piped, expected) => {
    const { output, text } = collected();
    expect(
      await readPassword({ input: Readable.from([Buffer.from(piped)]), output }, 'a@b.co'),
    ).toBe(expected);
    expect(text()).toBe('');
  });

  it.each([
    ['', 'No password on stdin'],
    ['\n', 'No password on stdin'],
    ['one\ntwo\n', 'single line'],
    ['x'.repeat(MAX_PIPED_PASSWORD_BYTES + 1), 'longer than 4096 bytes'],
  ])('%j is refused', async (piped, message) => {
    const input = Readable.from([Buffer.from(piped)]);
    await expect(readPassword({ input, output: new PassThrough() }, 'a@b.co')).rejects.toThrow(
      message,
    );
  });
});

describe('readPassword on a terminal', () => {
  it('asks twice without echoing, honours Backspace, and leaves raw mode', async () => {
    const input = terminal();
    const { output, text } = collected();
    const reading = readPassword({ input, output }, 'jo@example.com');
    await typeInto(input, 'secreX', '\u007f', 't pass', '\r', 'secret pass\r');
    expect(await reading).toBe('secret pass');
    expect(text()).toBe('Password for jo@example.com: \nThe same password again: \n');
    expect(input.rawModes).toEqual([true, false]);
  });

  it('takes both answers from one pasted chunk', async () => {
    const input = terminal();
    const reading = readPassword({ input, output: new PassThrough() }, 'jo@example.com');
    await typeInto(input, 'pasted pass\rpasted pass\r');
    expect(await reading).toBe('pasted pass');
  });

  it.each([
    ['two different passwords', ['one password\r', 'another\r'], 'The passwords do not match.'],
    ['an empty line', ['\r', '\r'], 'No password typed.'],
    ['Ctrl-C', ['half\u0003'], 'Cancelled'],
  ])('%s → refused', async (_name, keys, message) => {
    const input = terminal();
    const reading = readPassword({ input, output: new PassThrough() }, 'jo@example.com');
    await typeInto(input, ...keys);
    await expect(reading).rejects.toThrow(message);
    expect(input.rawModes.at(-1)).toBe(false);
  });
});
