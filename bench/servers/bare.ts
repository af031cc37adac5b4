// The baseline: a bare Fastify route returning a fixed JSON body, nothing else.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BENCH_BODY ?? '{}');
const app = Fastify({ logger: false });
app.get('/api/v1/me', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');

// For profiling (node --cpu-prof writes its profile on a normal exit): stop after a while.
if (process.env.BENCH_EXIT_AFTER_MS)
  setTimeout(() => process.exit(0), Number(process.env.BENCH_EXIT_AFTER_MS));
