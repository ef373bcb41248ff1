import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminTokenPackageInput, TokenPackage } from '@platform/shared/contract';
import { badRequest, notFound } from '../../core/errors';
import { listQuery, ok, pagedResponse } from '../../core/http';
import { siteContentKit } from '../content/site-content.crud';
import {
  deletePackage,
  findPackage,
  insertPackage,
  listActivePackages,
  listAllPackages,
  PACKAGE_SORT_BY,
  packageWasBought,
  updatePackage,
} from './packages.repository';

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

  // The back office edits the shop's packages like the site's other lists (add, change, on/off, order, delete).
  const packages = siteContentKit(app, {
    kind: 'token-package',
    noun: 'token package',
    missing: () => notFound('Token package not found'),
    view: TokenPackage,
    input: AdminTokenPackageInput,
    tags: [], // the shop reads packages uncached
    list: listAllPackages,
    find: findPackage,
    insert: insertPackage,
    update: (db, current, input) => updatePackage(db, current._id, input),
    remove: async (db, current) => {
      if (await packageWasBought(db, current._id)) throw badRequest('Members have bought this package; turn it off instead of deleting it');
      await deletePackage(db, current._id);
    },
  });
  app.get('/admin/content/packages', packages.listing, packages.list);
  app.post('/admin/content/packages', packages.creation, packages.create);
  app.put('/admin/content/packages/:id', packages.alteration, packages.update);
  app.delete('/admin/content/packages/:id', packages.deletion, packages.remove);
};
