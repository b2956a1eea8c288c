import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Images a user uploaded for their company branding (product.md §3: logo and engineer signature;
 * decisions 0700–0702). The bytes live in the image storage (DATA_DIR/uploads or S3) under this
 * id; the row says whose they are, what for, and whether they have been checked and re-encoded.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'logo' or 'signature': an upload URL made for a logo cannot become a signature. */
    purpose: text('purpose').notNull(),
    /**
     * 'pending': an upload URL was handed out; 'received': the raw file is in storage, not yet
     * checked; 'ready': sniffed, re-encoded to PNG and servable.
     */
    status: text('status').notNull(),
    /** Of the stored PNG (ready only). */
    byteSize: integer('byte_size'),
    widthPx: integer('width_px'),
    heightPx: integer('height_px'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('uploaded_images_user_id_idx').on(table.userId),
    check('uploaded_images_purpose_valid', sql`${table.purpose} in ('logo', 'signature')`),
    check('uploaded_images_status_valid', sql`${table.status} in ('pending', 'received', 'ready')`),
  ],
);

/**
 * A Professional user's company branding (product.md §3 Company branding): one row per user, made on
 * the first save or upload. Texts default to '' and colours to product.md's defaults.
 */
export const companyBranding = pgTable('company_branding', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  companyName: text('company_name').default('').notNull(),
  companyAddress: text('company_address').default('').notNull(),
  companyPhone: text('company_phone').default('').notNull(),
  companyEmail: text('company_email').default('').notNull(),
  companyWebsite: text('company_website').default('').notNull(),
  footerText: text('footer_text').default('').notNull(),
  primaryColor: text('primary_color').default('#2563eb').notNull(),
  secondaryColor: text('secondary_color').default('#64748b').notNull(),
  engineerName: text('engineer_name').default('').notNull(),
  gasSafeNumber: text('gas_safe_number').default('').notNull(),
  logoImageId: uuid('logo_image_id').references(() => uploadedImages.id, {
    onDelete: 'set null',
  }),
  signatureImageId: uuid('signature_image_id').references(() => uploadedImages.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
});
