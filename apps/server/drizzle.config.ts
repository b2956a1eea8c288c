import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @pipeproof/server` writes a new migration into ./drizzle after a schema
// change. The server applies them on start (src/db/run-migrations.ts) on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
