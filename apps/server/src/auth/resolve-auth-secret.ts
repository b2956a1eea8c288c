import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isErrnoCode } from '../db/data-dir-lock';

/**
 * The secret that signs session cookies. From BETTER_AUTH_SECRET / SESSION_SECRET when set;
 * otherwise generated once and kept in `<dataDir>/secrets.json` (mode 0600), so `npm start` on a
 * fresh clone works and sessions survive restarts. See docs/decisions/0103-generated-secrets-file.md.
 */
export function resolveAuthSecret(options: { configured: string | null; dataDir: string }): {
  secret: string;
  source: 'environment' | 'existing-file' | 'new-file';
} {
  if (options.configured !== null) return { secret: options.configured, source: 'environment' };
  fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = secretsFilePath(options.dataDir);
  const existing = readSecret(file);
  if (existing !== null) return { secret: existing, source: 'existing-file' };

  const secret = randomBytes(32).toString('base64url');
  const content = `${JSON.stringify({ betterAuthSecret: secret, createdAt: new Date().toISOString() }, null, 2)}\n`;
  // Written aside, then linked into place: link fails if another process got there first, and
  // nobody ever reads a half-written file.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content, { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if (!isErrnoCode(error, 'EEXIST')) throw error;
    const written = readSecret(file);
    if (written === null) throw new Error(`${file} exists but holds no betterAuthSecret.`);
    return { secret: written, source: 'existing-file' };
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return { secret, source: 'new-file' };
}

export function secretsFilePath(dataDir: string): string {
  return path.join(dataDir, 'secrets.json');
}

function readSecret(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (isErrnoCode(error, 'ENOENT')) return null;
    throw error;
  }
  // Keep it private even if someone copied it around with a looser mode.
  fs.chmodSync(file, 0o600);
  const value: unknown = JSON.parse(text);
  if (typeof value === 'object' && value !== null && 'betterAuthSecret' in value) {
    const secret = (value as { betterAuthSecret: unknown }).betterAuthSecret;
    if (typeof secret === 'string' && secret.length >= 32) return secret;
  }
  throw new Error(
    `${file} is not valid: expected {"betterAuthSecret": "<at least 32 characters>"}.`,
  );
}
