import Fastify from 'fastify';

// The floor for bench:http: Fastify with nothing but one JSON route.
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
