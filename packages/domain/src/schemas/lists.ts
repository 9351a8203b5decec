import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';

const MAX_PAGE_SIZE = 100;

/** Paging shared by every list endpoint: the server answers `{ items, total }`. */
export const pageQueryFields = {
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
};

const searchField = z.string().trim().max(200).optional();
const idFilter = z.coerce.number().int().positive().max(2_147_483_647).optional();

export const organizationListQuerySchema = z.object({
  ...pageQueryFields,
  search: searchField,
  state: z.string().trim().toUpperCase().max(2).optional(),
  city: searchField,
  admin: searchField,
});

export const locationListQuerySchema = z.object({
  ...pageQueryFields,
  search: searchField,
  organizationId: idFilter,
});

export const USER_STATUS_VALUES = ['all', 'active', 'inactive'] as const;

export const userListQuerySchema = z.object({
  ...pageQueryFields,
  search: searchField,
  organizationId: idFilter,
  status: z.enum(USER_STATUS_VALUES).default('all'),
});

export const inviteListQuerySchema = z.object({
  ...pageQueryFields,
  search: searchField,
  organizationId: idFilter,
});

export const dropdownQuerySchema = z.object({ organizationId: idFilter });

export interface Page<Row> {
  items: Row[];
  total: number;
}

export interface Option {
  value: number;
  label: string;
}
