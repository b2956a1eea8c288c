import type { EngineWarning } from '@pipeproof/engine';

/** How the reason a certificate is refused begins, on the server's 400 and beside the buttons. */
export const NOT_CERTIFIABLE_PREFIX = 'This job cannot be certified:';

/**
 * Why no certificate may be issued for a calculation with these engine notices, or null
 * (decisions 0821, 0890, 0892). A `blocking` notice (the calculator does not apply) comes before a
 * `warning` (figures given, but not compliant as entered); `info` never bars one. The engine's
 * sentence names the remedy (the Industrial Calculator, a more sensitive gauge).
 */
export function describeCertificateBar(warnings: readonly EngineWarning[]): string | null {
  const bar =
    warnings.find((warning) => warning.severity === 'blocking') ??
    warnings.find((warning) => warning.severity === 'warning');
  return bar ? `${NOT_CERTIFIABLE_PREFIX} ${bar.message}` : null;
}
