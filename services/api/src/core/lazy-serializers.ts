import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/**
 * Fastify's response serializers, each built the first time its route answers with that status instead of all at
 * start: building fast-json-stringify code for every route's responses was the largest part of a start (seconds on
 * a busy machine), and a restart after a crash should answer at once. The first answer of a route pays a few
 * milliseconds; the serializer is the same one.
 */
export function lazySerializers(build: SerializerFactory = SerializerSelector()): SerializerFactory {
  return (externalSchemas, serializerOpts) => {
    const compile = build(externalSchemas, serializerOpts);
    return (routeSchema) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data: unknown) => (serialize ??= compile(routeSchema) as (data: unknown) => string)(data);
    };
  };
}
