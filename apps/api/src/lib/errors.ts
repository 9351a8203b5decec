/** Typed failures that services throw; the one error handler maps each to its status. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messages: string | string[];

  constructor(statusCode: number, message: string | string[]) {
    super(Array.isArray(message) ? message.join(', ') : message);
    this.statusCode = statusCode;
    this.messages = message;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string | string[]) {
    super(400, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do that') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequestsError extends AppError {
  /** Whole seconds until a retry can succeed, sent as Retry-After when known. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, retryAfterMs?: number) {
    super(429, message);
    this.retryAfterSeconds =
      retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/** The server cannot do this as configured (a channel it needs is not set up). */
export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(503, message);
  }
}

export function assertCan(allowed: boolean, message?: string): asserts allowed {
  if (!allowed) throw new ForbiddenError(message);
}

export function assertFound<T>(value: T | null | undefined, message?: string): T {
  if (value === null || value === undefined) throw new NotFoundError(message);
  return value;
}

/** PostgreSQL's unique_violation (23505), thrown directly or as the cause of a driver error. */
function isUniqueViolation(error: unknown): boolean {
  const record = error as { code?: string; cause?: { code?: string } } | null;
  return record?.code === '23505' || record?.cause?.code === '23505';
}

/** What `write` answers; a unique index it trips (a clash, races included) is ConflictError. */
export async function conflictOnUnique<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(message);
    throw error;
  }
}

/** A body larger than the route takes (an upload over its size). */
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

/** A body of a kind the route does not take (an upload that is not one of its file types). */
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, message);
  }
}
