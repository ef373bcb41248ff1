import AjvCompiler, { type BuildCompilerFromPool } from '@fastify/ajv-compiler';

type Validate = ((data: unknown) => boolean) & { errors?: unknown };

/**
 * Fastify's request validators (Ajv), each compiled the first time its route is called instead of all when the app
 * gets ready: compiling every route's body, query and params schemas was half of a restart's time after the code
 * and the routes were loaded (a warm standby's takeover). The first call of a route pays a few milliseconds; the
 * validator is the same one, and its `errors` are what Fastify reports.
 */
export function lazyValidators(build = AjvCompiler() as BuildCompilerFromPool): BuildCompilerFromPool {
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (routeSchema) => {
      let validate: Validate | undefined;
      const lazy: Validate = (data: unknown) => {
        validate ??= compile(routeSchema) as unknown as Validate;
        const valid = validate(data);
        lazy.errors = validate.errors;
        return valid;
      };
      // Fastify only calls it and reads `errors`: Ajv's other members (schema, schemaEnv) are not used
      return lazy as unknown as ReturnType<ReturnType<BuildCompilerFromPool>>;
    };
  };
}
