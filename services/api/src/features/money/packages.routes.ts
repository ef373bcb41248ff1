import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TokenPackage } from '@platform/shared/contract';
import { listQuery, ok, pagedResponse } from '../../core/http';
import { listActivePackages, PACKAGE_SORT_BY } from './packages.repository';

const PackageQuery = listQuery({ defaultLimit: 50, maxLimit: 200, sortBy: PACKAGE_SORT_BY });

export const packageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/package/token/search',
    {
      schema: {
        tags: ['money'],
        summary: 'Active token packages (default order: ordering ascending)',
        querystring: PackageQuery,
        response: pagedResponse(TokenPackage),
      },
    },
    async (req) => ok(await listActivePackages(ctx.db, req.query)),
  );
};
