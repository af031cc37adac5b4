// The baseline: a bare Fastify route returning a fixed JSON body, nothing else. GET
// /api/v1/me answers BENCH_BODY; POST /api/v1/user/wallet_flow answers BENCH_FLOW_BODY; the
// order and showcase lists answer BENCH_ORDERS_BODY and BENCH_SHOWCASE_BODY.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BENCH_BODY ?? '{}');
const flowBody = JSON.parse(process.env.BENCH_FLOW_BODY ?? '{}');
const app = Fastify({ logger: false });
app.get('/api/v1/me', async () => body);
app.post('/api/v1/user/wallet_flow', async () => flowBody);
// The commerce bench's lists: the same JSON its real server sent for the first page.
const ordersBody = JSON.parse(process.env.BENCH_ORDERS_BODY ?? '{}');
const showcaseBody = JSON.parse(process.env.BENCH_SHOWCASE_BODY ?? '{}');
app.post('/api/v1/order/list', async () => ordersBody);
app.post('/api/v1/showcase/list', async () => showcaseBody);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');

// For profiling (node --cpu-prof writes its profile on a normal exit): stop after a while.
if (process.env.BENCH_EXIT_AFTER_MS)
  setTimeout(() => process.exit(0), Number(process.env.BENCH_EXIT_AFTER_MS));
