// The limit of a read (docs/quality.md#server): the bare route of bare.ts plus the read's own
// queries, the session lookup included, on the raw driver — better-sqlite3 prepared
// statements, or a plain pg pool sending named statements — then the same fixed JSON. Each
// route runs the queries the real server's read needs, with only the columns it uses and
// the independent ones side by side, as the server at its best would; nothing is built from
// the rows. SQLite from LIMIT_SQLITE_FILE, else PostgreSQL from DATABASE_URL in BENCH_PG_SCHEMA.
import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';

const bodies = {
  me: JSON.parse(process.env.BENCH_BODY ?? '{}'),
  flow: JSON.parse(process.env.BENCH_FLOW_BODY ?? '{}'),
  orders: JSON.parse(process.env.BENCH_ORDERS_BODY ?? '{}'),
  showcase: JSON.parse(process.env.BENCH_SHOWCASE_BODY ?? '{}'),
};
const LANGS = ['en'];

const SQL = {
  session: `select s.id, s.created_at, s.last_seen_at, s.expires_at, s.revoked_at, u.id as user_id,
      u.username, u.role, u.lang, u.disabled_reason, u.disabled_at
    from sessions s join users u on u.id = s.user_id where s.token_hash = $1`,
  profile: `select u.id, u.username, u.role, u.lang, u.pay_password_hash is not null as pay_set,
      u.disabled_reason, u.disabled_at, u.withdrawal_forbidden_reason, u.withdrawal_forbidden_at,
      u.wallet_frozen_reason, u.wallet_frozen_at, u.created_at,
      shops.id as shop_id, shops.slug, shops.name, shops.logo, shops.tier, a.balance_cents
    from users u left join shops on shops.user_id = u.id
      left join ledger_accounts a on a.user_id = u.id and a.kind = 'available'
    where u.id = $1`,
  flow: `select e.id, e.amount_cents, e.created_at, t.kind, t.status, t.memo, t.cause_type, t.cause_id
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
      join ledger_transactions t on t.id = e.transaction_id
    where a.user_id = $1 and a.kind = 'available' order by e.id desc limit 21`,
  orders: `select id, order_no, status, source, quantity, unit_price_cents, amount_cents, cost_cents,
      goods_id, showcase_item_id, buyer_name, buyer_phone, buyer_address, created_at, paid_at,
      settle_after, completed_at, cancelled_at, cancel_reason, cancel_note, refund_transaction_id,
      buyer_refund
    from orders where user_id = $1 order by id desc limit 21`,
  counts: `select status, n from order_status_counts where user_id = $1`,
  showcase: `select id, goods_id, price_cents, status, clicks, created_at
    from showcase_items where user_id = $1 order by id desc limit 21`,
  listed: `select listed_count from showcase_counters where user_id = $1`,
  tier: `select tier from shops where user_id = $1`,
  // $1 is the page's goods ids: an array on PostgreSQL, a JSON array on SQLite (below).
  goods: `select id, product_no, cost_cents, images from goods where id = any($1)`,
  texts: `select goods_id, lang, name from goods_texts where goods_id = any($1) and lang = any($2)`,
  comments: `select goods_id, count(*) as n from order_comments
    where user_id = $1 and goods_id = any($2) and author = 'buyer' group by goods_id`,
};

type Run = (name: keyof typeof SQL, values: unknown[]) => Promise<Record<string, unknown>[]>;

function sqliteRunner(file: string): Run {
  const db = new SQLite(file, { readonly: true });
  const statements = new Map(
    Object.entries(SQL).map(([name, text]) => [
      name,
      db.prepare(
        // Each $n is used once and in order, so plain ? keeps the same arguments.
        text.replace(/= any\(\$\d\)/g, 'in (select value from json_each(?))').replace(/\$\d/g, '?'),
      ),
    ]),
  );
  return async (name, values) =>
    statements.get(name)!.all(...values.map((v) => (Array.isArray(v) ? JSON.stringify(v) : v))) as never;
}

function postgresRunner(url: string, schema: string): Run {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` });
  return async (name, values) => (await pool.query({ name, text: SQL[name], values })).rows;
}

const run = process.env.LIMIT_SQLITE_FILE
  ? sqliteRunner(process.env.LIMIT_SQLITE_FILE)
  : postgresRunner(process.env.DATABASE_URL!, process.env.BENCH_PG_SCHEMA!);

async function session(authorization: string | undefined) {
  const hash = createHash('sha256')
    .update(authorization ?? '')
    .digest('hex');
  const [row] = await run('session', [hash]);
  if (!row) throw new Error('no session');
  return row.user_id as number;
}

const app = Fastify({ logger: false });
app.get('/api/v1/me', async (request) => {
  await run('profile', [await session(request.headers.authorization)]);
  return bodies.me;
});
app.post('/api/v1/user/wallet_flow', async (request) => {
  await run('flow', [await session(request.headers.authorization)]);
  return bodies.flow;
});
app.post('/api/v1/order/list', async (request) => {
  const userId = await session(request.headers.authorization);
  const [rows] = await Promise.all([run('orders', [userId]), run('counts', [userId])]);
  const ids = [...new Set(rows.map((r) => r.goods_id))];
  await Promise.all([run('goods', [ids]), run('texts', [ids, LANGS])]);
  return bodies.orders;
});
app.post('/api/v1/showcase/list', async (request) => {
  const userId = await session(request.headers.authorization);
  const [rows] = await Promise.all([
    run('showcase', [userId]),
    run('listed', [userId]),
    run('tier', [userId]),
  ]);
  const ids = rows.map((r) => r.goods_id);
  await Promise.all([run('goods', [ids]), run('texts', [ids, LANGS]), run('comments', [userId, ids])]);
  return bodies.showcase;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
