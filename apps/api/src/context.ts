import type { TokenService } from './auth/tokens.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';

/** What services need from the outside world, passed explicitly. */
export interface AppContext {
  db: Database;
  config: AppConfig;
  tokens: TokenService;
}
