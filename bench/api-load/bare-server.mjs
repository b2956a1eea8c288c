// The reference of bench/api-load.ts: a bare Fastify server with one trivial JSON route, in a
// process of its own as the PipeProof server is, on the same machine in the same run. Its req/s is
// what the API's are compared with (architecture.md §4, docs/decisions/0840).
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, name: 'PipeProof', items: [1, 2, 3] }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
