import type { IncomingMessage } from 'node:http';
import { CREDENTIAL_DOCUMENT_MAX_BYTES, CREDENTIAL_MESSAGES } from '@chairside/domain';
import type { FastifyRequest } from 'fastify';
import type { Routes } from '../../lib/area-routes.ts';
import {
  BadRequestError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../../lib/errors.ts';

/**
 * PUT /users/me/credentials/:id/document takes `multipart/form-data` with one field, `file`
 * (issue #27 §2). The body is read up to the document's bound plus room for the form's own
 * headers and boundaries, and parsed by Node's own FormData (the fetch API's multipart parser),
 * so no multipart library is needed. The parsed FormData is the request's body: the security
 * hook that looks for unstorable text walks no file's bytes.
 */
const MULTIPART_FRAMING_BYTES = 64 * 1024;
export const DOCUMENT_UPLOAD_MAX_BYTES = CREDENTIAL_DOCUMENT_MAX_BYTES + MULTIPART_FRAMING_BYTES;

const tooLarge = () => new PayloadTooLargeError(CREDENTIAL_MESSAGES.fileTooLarge);

/** The body's bytes, refused (413) as soon as they pass DOCUMENT_UPLOAD_MAX_BYTES. */
async function readBounded(
  request: FastifyRequest,
  payload: IncomingMessage,
): Promise<Buffer<ArrayBuffer>> {
  if (Number(request.headers['content-length']) > DOCUMENT_UPLOAD_MAX_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > DOCUMENT_UPLOAD_MAX_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Lets the routes of `app` (and only them) take a multipart form, parsed into a FormData. */
export function acceptMultipartForms(app: Routes) {
  app.addContentTypeParser(
    'multipart/form-data',
    async (request: FastifyRequest, payload: IncomingMessage) => {
      const body = await readBounded(request, payload);
      try {
        return await new Response(body, {
          headers: { 'content-type': request.headers['content-type'] ?? '' },
        }).formData();
      } catch {
        throw new BadRequestError([CREDENTIAL_MESSAGES.fileRequired]);
      }
    },
  );
}

/** The one `file` of an uploaded form: its bytes, refused over the document's bound (413). */
export async function uploadedFile(body: unknown): Promise<Buffer> {
  if (!(body instanceof FormData))
    throw new UnsupportedMediaTypeError(CREDENTIAL_MESSAGES.fileType);
  const files = body.getAll('file');
  const [file] = files;
  if (files.length !== 1 || !(file instanceof Blob)) {
    throw new BadRequestError([CREDENTIAL_MESSAGES.fileRequired]);
  }
  if (file.size > CREDENTIAL_DOCUMENT_MAX_BYTES) throw tooLarge();
  return Buffer.from(await file.arrayBuffer());
}
