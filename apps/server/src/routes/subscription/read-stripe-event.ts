import type Stripe from 'stripe';
import { z } from 'zod';

/**
 * What handleStripeEvent reads of an event, bounded: Stripe's ids are at most 255 characters and
 * event types are dotted lower-case words. Anything else in the event is left as it came.
 */
const StripeEventShapeSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_]{1,251}$/),
  type: z
    .string()
    .regex(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/)
    .max(100),
  data: z.object({
    object: z.looseObject({
      customer: z
        .union([
          z.string().max(255),
          z.looseObject({ id: z.string().max(255).optional() }),
          z.null(),
        ])
        .optional(),
    }),
  }),
});

export type ReadStripeEvent =
  { ok: true; event: Stripe.Event } | { ok: false; eventId: string; eventType: string };

/**
 * A signed event's JSON as an event handleStripeEvent can apply, or — when it is not one (no
 * `data`, an id that is not Stripe's, a type that is not a string…) — its id and type shortened
 * for the log: the caller acknowledges it and applies nothing (docs/decisions/0501).
 */
export function readStripeEvent(value: unknown): ReadStripeEvent {
  if (StripeEventShapeSchema.safeParse(value).success) {
    return { ok: true, event: value as Stripe.Event };
  }
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { ok: false, eventId: forLog(record.id), eventType: forLog(record.type) };
}

/** At most 80 characters of a string; the kind of anything else. */
function forLog(value: unknown): string {
  if (typeof value !== 'string') return value === null ? '(null)' : `(${typeof value})`;
  return value.length > 80 ? `${value.slice(0, 80)}…` : value;
}
