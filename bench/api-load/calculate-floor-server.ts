// The floor of bench/api-load.ts's calculate row (docs/decisions/0875): a bare Fastify server
// whose one POST route does only the calculation's own work — the request checked by contracts'
// schema, the engine run, its output sent as JSON — with no session, hooks or headers. It runs in
// a process of its own, as the reference and the PipeProof server do, and through tsx because
// the engine and contracts are TypeScript sources (the loader costs at start, not per request).
// POST /api/calculate cannot be faster than this on the machine the bench runs on.
import { CalculateRequestSchema } from '@pipeproof/contracts';
import { calculate } from '@pipeproof/engine';
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
app.post('/calculate', async (request, reply) => {
  const input = CalculateRequestSchema.safeParse(request.body);
  if (!input.success) return reply.code(400).send({ code: 'VALIDATION_ERROR' });
  const result = calculate(input.data);
  if (!result.ok) return reply.code(400).send({ code: 'VALIDATION_ERROR' });
  return result.output;
});
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
