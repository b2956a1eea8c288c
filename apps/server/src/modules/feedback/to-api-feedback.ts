import type { Feedback } from '@pipeproof/contracts';
import type { feedback } from '../../db/schema';

export function toApiFeedback(row: typeof feedback.$inferSelect): Feedback {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}
