import type { Writable } from 'node:stream';
import { AppError } from '../app-error';

/** A terminal's stdin: what the prompt needs of process.stdin when it is a TTY. */
export interface TerminalInput extends NodeJS.ReadableStream {
  setRawMode(mode: boolean): unknown;
}

const ENTER = new Set(['\r', '\n']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = new Set(['\u007f', '\b']);

/**
 * Asks each prompt in turn on a terminal and returns the answers, never echoing what is typed
 * (raw mode: not even stars). Enter ends an answer (what follows it in the same chunk, as when
 * pasting, answers the next prompt); Backspace deletes; Ctrl-C, or Ctrl-D on an empty answer,
 * cancels. Raw mode is always switched off again.
 */
export function promptHiddenPassword(
  input: TerminalInput,
  output: Writable,
  prompts: readonly string[],
): Promise<string[]> {
  const answers: string[] = [];
  let typed: string[] = [];
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  output.write(prompts[0] ?? '');
  return new Promise<string[]>((resolve, reject) => {
    const stop = (error: AppError | null) => {
      input.removeListener('data', onData);
      input.setRawMode(false);
      input.pause();
      if (error) {
        output.write('\n');
        reject(error);
      } else resolve(answers);
    };
    /** Ends the current answer; false once every prompt has its answer. */
    const endAnswer = (): boolean => {
      answers.push(typed.join(''));
      typed = [];
      output.write('\n');
      const next = prompts[answers.length];
      if (next === undefined) return false;
      output.write(next);
      return true;
    };
    function onData(chunk: string | Buffer) {
      for (const char of String(chunk)) {
        if (char === CTRL_C || (char === CTRL_D && typed.length === 0)) {
          return stop(new AppError('VALIDATION_ERROR', 'Cancelled: no user was created.'));
        }
        if (ENTER.has(char) || char === CTRL_D) {
          if (!endAnswer()) return stop(null);
        } else if (BACKSPACE.has(char)) typed = typed.slice(0, -1);
        else if (char >= ' ') typed.push(char);
      }
    }
    input.on('data', onData);
  });
}
