/**
 * The step calculator last opened on this device, where sign-in goes when nothing else is asked
 * for (decision 0448): a returning engineer lands on the calculator they work in, Home one tap
 * away. Only which calculator it was is kept — no job, no account — so it is the device's, not
 * an account's, and needs no sealing at sign-out (decision 0440).
 */
const LAST_CALCULATOR_KEY = 'pipeproof.last-calculator.v1';
const CALCULATOR_PATHS: readonly string[] = ['/commercial', '/industrial', '/domestic'];

export function rememberLastCalculator(path: string): void {
  if (!CALCULATOR_PATHS.includes(path)) return;
  try {
    localStorage.setItem(LAST_CALCULATOR_KEY, path);
  } catch {
    // Storage full or refused: sign-in goes Home, as before.
  }
}

export function readLastCalculator(): string | null {
  try {
    const path = localStorage.getItem(LAST_CALCULATOR_KEY);
    return path !== null && CALCULATOR_PATHS.includes(path) ? path : null;
  } catch {
    return null;
  }
}
