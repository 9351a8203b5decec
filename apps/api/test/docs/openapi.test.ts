import { appForFile } from '../support/app.ts';
import { describe, expect, it } from 'vitest';

const t = appForFile();

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
}

describe('GET /api/docs/json', () => {
  it('answers an OpenAPI 3 document listing the auth and users paths', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/verify',
        '/api/auth/login',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
        '/api/users/me',
        '/api/users/me/profile',
        '/api/users/me/password',
      ]),
    );
    expect(Object.keys(document.paths['/api/auth/login'])).toContain('post');
    expect(document.paths['/api/auth/register'].post.requestBody).toBeDefined();
  });

  it('documents bearer authentication on the users paths', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.paths['/api/users/me'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('serves the interactive documentation page at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
