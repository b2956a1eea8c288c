import { z } from 'zod';
import { isStorableText } from '../text/storable-text';

/** Longest return path accepted: far beyond any page of ours, far below a flood. */
export const SAME_SITE_PATH_MAX_LENGTH = 2048;

/**
 * A path on this site to send the browser to after signing in with a provider: `/…`, never
 * `//host` or `/\host`, no control characters, at most SAME_SITE_PATH_MAX_LENGTH characters.
 * `label` names the field in its message ('The callback URL').
 */
export function sameSitePathSchema(label: string) {
  const message = `${label} must be a path on this site, at most ${SAME_SITE_PATH_MAX_LENGTH} characters.`;
  return z
    .string({ error: message })
    .max(SAME_SITE_PATH_MAX_LENGTH, { error: message })
    .refine(isSameSitePath, { error: message });
}

function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  // Kept in the sign-in's state row and sent back in a Location header: no lone surrogate either.
  if (!isStorableText(value)) return false;
  // C0 controls and DEL: never part of a path a person follows, often part of a header attack.
  return Array.from(value).every((character) => {
    const code = character.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
}
