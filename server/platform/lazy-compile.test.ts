import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compiledOnFirstUse, compileTheRest, lazySchemaCompilers, pendingCompilations } from './lazy-compile';
import { validatorCompiler } from './validation';

// Routes' validators and serializers are compiled at first use or after the port opens, not
// before it (a faster start): a request still gets its validation and its serialised answer, and
// a schema that does not compile still fails, only a moment later.
describe('schemas compiled on first use', () => {
  const server = async () => {
    const app = Fastify({ logger: false, ...lazySchemaCompilers });
    app.setValidatorCompiler(validatorCompiler);
    app.post(
      '/echo',
      {
        schema: {
          body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } },
          response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
        },
      },
      async (request) => ({ ...(request.body as object), secret: 'not in the schema' }),
    );
    await app.ready();
    return app;
  };

  it('validates and serialises with the route schema, compiled when the route is first called', async () => {
    const before = pendingCompilations();
    const app = await server();
    // The body's validator and the 200's serializer wait.
    expect(pendingCompilations()).toBe(before + 2);
    const ok = await app.inject({ method: 'POST', url: '/echo', payload: { n: 5 } });
    expect(ok.json()).toEqual({ n: 5 });
    const bad = await app.inject({ method: 'POST', url: '/echo', payload: { n: 'five' } });
    expect(bad.statusCode).toBe(400);
    expect(pendingCompilations()).toBe(before);
    await app.close();
  });

  it('compiles what waits after listen, and rejects with a schema that does not compile', async () => {
    const app = await server();
    await compileTheRest();
    expect(pendingCompilations()).toBe(0);
    let compiled = 0;
    const fine = compiledOnFirstUse(() => {
      compiled++;
      return (x: number) => x + 1;
    });
    compiledOnFirstUse(() => {
      throw new Error('schema is invalid: type must be a string');
    });
    await expect(compileTheRest()).rejects.toThrow('schema is invalid');
    expect(compiled).toBe(1);
    expect(fine(1)).toBe(2);
    expect(compiled).toBe(1);
    await app.close();
  });
});
