import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/**
 * Fastify compiles each route's request validators (Ajv) and response serializers (fast-json-stringify) when an
 * app is built, per app. Our route schemas are module constants, so the compiled functions of one schema object
 * are the same in every app of the process: these factories keep them for the process. A server builds one app
 * (nothing changes there); the route tests build one per test (hundreds per process), and compiling took about a
 * third of each build's CPU. Validators share Fastify's own Ajv pool (one Ajv per set of external schemas and Ajv
 * options; Ajv keeps what it compiled per schema object); serializers are kept per schema object (WeakMap) and per
 * set of external schemas and options.
 */
const buildValidator = AjvCompiler();
const selectSerializer = SerializerSelector();
const serializerCaches = new Map<string, WeakMap<object, Serializer>>();

const buildSerializer: SerializerFactory = (externalSchemas, serializerOpts) => {
  const compile = selectSerializer(externalSchemas, serializerOpts);
  const key = JSON.stringify([externalSchemas, serializerOpts ?? null]);
  let cache = serializerCaches.get(key);
  if (!cache) serializerCaches.set(key, (cache = new WeakMap()));
  const compiled = cache;
  return (route) => {
    const schema = route.schema as object;
    let serialize = compiled.get(schema);
    if (!serialize) compiled.set(schema, (serialize = compile(route)));
    return serialize;
  };
};

/** Fastify's `schemaController` option: the compilers above, shared by every app built in this process. */
export const sharedSchemaCompilers: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: { buildValidator, buildSerializer },
};
