import { CertificateNumberSchema, ErrorCodeSchema, TierSchema } from '@pipeproof/contracts';
import { z } from 'zod';

/**
 * The admin commands, as sent over DATA_DIR/admin.sock (one JSON line each way, one request per
 * connection) and as run directly against the database. See docs/decisions/0104-data-dir-lock-and-admin-socket.md.
 */
export const AdminRequestSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('create-user'),
    email: z.string(),
    password: z.string(),
    name: z.string().optional(),
  }),
  z.object({ command: z.literal('set-tier'), email: z.string(), tier: TierSchema }),
  z.object({ command: z.literal('list-users') }),
  z.object({ command: z.literal('purge-expired-certificates') }),
  z.object({ command: z.literal('delete-certificate'), number: CertificateNumberSchema }),
  z.object({ command: z.literal('reset-link'), email: z.string() }),
  z.object({ command: z.literal('verify-email'), email: z.string() }),
  /** `file`: an absolute path, resolved by the CLI from where it was started. */
  z.object({ command: z.literal('backup'), file: z.string() }),
]);
export type AdminRequest = z.infer<typeof AdminRequestSchema>;

const UserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  subscriptionTier: TierSchema,
  createdAt: z.string(),
});

export const AdminResultSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('create-user'), user: UserSummarySchema }),
  z.object({ command: z.literal('set-tier'), user: UserSummarySchema }),
  z.object({ command: z.literal('list-users'), users: z.array(UserSummarySchema) }),
  z.object({
    command: z.literal('purge-expired-certificates'),
    removedCount: z.number().int().nonnegative(),
    datedCount: z.number().int().nonnegative(),
    /** ISO time: certificates of accounts closed before it were deleted. */
    cutoff: z.string(),
  }),
  z.object({
    command: z.literal('delete-certificate'),
    /** No customer data: what the public verification shows anyway. */
    certificate: z.object({ number: z.string(), issuedAt: z.string(), issuerName: z.string() }),
  }),
  z.object({
    command: z.literal('reset-link'),
    email: z.string(),
    link: z.string(),
    /** ISO time the link stops working. */
    expiresAt: z.string(),
  }),
  z.object({ command: z.literal('verify-email'), user: UserSummarySchema }),
  z.object({
    command: z.literal('backup'),
    file: z.string(),
    bytes: z.number().int().nonnegative(),
    database: z.enum(['included', 'postgres']),
    uploads: z.enum(['included', 'none-yet', 's3']),
    secret: z.enum(['included', 'environment']),
  }),
]);
export type AdminResult = z.infer<typeof AdminResultSchema>;

export const AdminResponseSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), result: AdminResultSchema }),
  z.object({
    ok: z.literal(false),
    error: z.object({ code: ErrorCodeSchema, message: z.string() }),
  }),
]);
export type AdminResponse = z.infer<typeof AdminResponseSchema>;

export const ADMIN_SOCKET_NAME = 'admin.sock';
