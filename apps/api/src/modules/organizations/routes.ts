import {
  createOrganizationSchema,
  organizationDetailSchema,
  organizationListQuerySchema,
  organizationRowSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import * as organizations from './service.ts';

export function organizationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return signedInArea('organizations', ctx, ({ list, dropdown, detail, create }) => {
    list(organizationListQuerySchema, organizationRowSchema, organizations.list);
    dropdown(organizations.dropdown);
    detail(organizationDetailSchema, organizations.detail);
    create(createOrganizationSchema, organizationDetailSchema, organizations.create);
  });
}
