import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

// Fastify compiles every route's validator (ajv) and response serializer (fast-json-stringify)
// when the app becomes ready: for this server's few hundred routes about a second of a warm
// start, before the port opens. Each is compiled instead when its route is first used, and what
// no request has needed yet is compiled right after the port opens, a piece at a time between
// requests (compileTheRest), so a schema error still shows within a second of a start.

/** Compilations not run yet, oldest first. A compiled one removes itself. */
const pending = new Set<() => unknown>();

/** `compile()`'s function, compiled at its first call (or by compileTheRest). */
export const compiledOnFirstUse = <A extends unknown[], R>(compile: () => (...args: A) => R): ((...args: A) => R) => {
  let compiled: ((...args: A) => R) | undefined;
  const get = () => {
    if (!compiled) {
      compiled = compile();
      pending.delete(get);
    }
    return compiled;
  };
  pending.add(get);
  return (...args) => get()(...args);
};

/** How many compilations wait (for tests and the start's log). */
export const pendingCompilations = () => pending.size;

/**
 * Compiles every pending validator and serializer, one per turn of the event loop so that
 * requests arriving meanwhile are not held behind all of them. Rejects with the first schema
 * that does not compile.
 */
export const compileTheRest = () =>
  new Promise<void>((resolve, reject) => {
    const step = () => {
      const next = pending.values().next();
      if (next.done) return resolve();
      try {
        next.value();
      } catch (error) {
        pending.delete(next.value);
        return reject(error instanceof Error ? error : new Error(String(error)));
      }
      setImmediate(step);
    };
    setImmediate(step);
  });

/** Fastify's own serializer compiler (fast-json-stringify), each route's compiled on first use. */
const buildSerializer: NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildSerializer'] = (externalSchemas, options) => {
  const compilerFor = SerializerSelector()(externalSchemas, options);
  return (route) => compiledOnFirstUse(() => compilerFor(route));
};

/** Fastify options for an entry point that serves routes: serializers compiled on first use. */
export const lazySchemaCompilers: Pick<FastifyServerOptions, 'schemaController'> = {
  schemaController: { compilersFactory: { buildSerializer } },
};

/**
 * After the port opens: compiles what the first requests have not, and stops the process on a
 * schema that does not compile, as Fastify's ready would have before the port opened.
 */
export const compileSchemasAfterListen = (app: FastifyInstance) => {
  compileTheRest().catch(async (error: unknown) => {
    app.log.fatal({ err: error }, 'a route schema does not compile');
    await app.close();
    process.exit(1);
  });
};
