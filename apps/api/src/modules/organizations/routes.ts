import {
  createOrganizationSchema,
  idParam,
  organizationDetailSchema,
  organizationListQuerySchema,
  organizationRowSchema,
  organizationSettingsPayloadSchema,
  organizationSettingsSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import * as organizations from './service.ts';
import * as organizationSettings from './settings-service.ts';

export function organizationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return signedInArea('organizations', ctx, ({ app, schema, list, dropdown, detail, create }) => {
    list(organizationListQuerySchema, organizationRowSchema, organizations.list, {
      revalidated: true,
    });
    dropdown(organizations.dropdown);
    detail(organizationDetailSchema, organizations.detail);
    create(createOrganizationSchema, organizationDetailSchema, organizations.create);

    app.get(
      '/:id/settings',
      { schema: schema({ params: idParam, response: { 200: organizationSettingsSchema } }) },
      async (request) => organizationSettings.settings(ctx, request.actor, request.params.id),
    );
    app.put(
      '/:id/settings',
      {
        schema: schema({
          params: idParam,
          body: organizationSettingsPayloadSchema,
          response: { 200: organizationSettingsSchema },
        }),
      },
      async (request) =>
        organizationSettings.updateSettings(ctx, request.actor, request.params.id, request.body),
    );
  });
}
