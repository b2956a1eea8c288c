import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The engineer's own details for every tier (product.md §3 Job details): pre-filled into each new
 * job and kept on the account, so 'Clear All Data' on a device never wipes them. Gauge and test
 * medium are the engine's canonical words (GAUGE_TYPES, TEST_MEDIA in @pipeproof/engine); null
 * means no default. Goes with the user.
 */
export const engineerProfiles = pgTable(
  'engineer_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    engineerName: text('engineer_name').default('').notNull(),
    gasSafeNumber: text('gas_safe_number').default('').notNull(),
    defaultGaugeType: text('default_gauge_type'),
    defaultTestMedium: text('default_test_medium'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    check(
      'engineer_profiles_gauge_type_valid',
      sql`${table.defaultGaugeType} is null or ${table.defaultGaugeType} in ('water', 'electronic05', 'electronic01')`,
    ),
    check(
      'engineer_profiles_test_medium_valid',
      sql`${table.defaultTestMedium} is null or ${table.defaultTestMedium} in ('Air', 'Gas')`,
    ),
  ],
);
