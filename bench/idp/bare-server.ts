/**
 * Reference (a) of `npm run bench:idp`: a bare Fastify 5 "hello" route with Fastify's defaults (no logger, no
 * hooks, no plugins), in its own process like the IdP. Listens on 127.0.0.1:BENCH_PORT and prints `ready`.
 */
import Fastify from 'fastify';

const port = Number(process.env.BENCH_PORT ?? 8501);
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('ready\n');
