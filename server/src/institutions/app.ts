import type { Database } from '../db/database';
import { createBaseApp } from '../http/create-app';

export interface InstitutionsOptions {
  db: Database;
  corsOrigins: string[];
  logLevel: string;
}

/** The institutions service: its own app, port and tables (schema `institutions`). */
export async function buildInstitutionsApp(options: InstitutionsOptions) {
  return createBaseApp({ service: 'institutions', ...options });
}
