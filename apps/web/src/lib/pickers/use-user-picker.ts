import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { PICKER_LIMIT, useSearchedPicker, type PickerSource } from './use-searched-picker.ts';

/**
 * GET /users?status=active with search (name or email) and limit, narrowed to one organization
 * when there is one (without, the users the signed-in user may see: docs/API.md tenancy); a
 * chosen user is looked up with GET /users/:id.
 */
function userSource(organizationId: number | undefined): PickerSource {
  return {
    searchKey: (search) =>
      queryKeys.users.picker({ organizationId: organizationId ?? null, search }),
    search: async (search, signal) => {
      const page = await apiRequest('/users', {
        contract: (domain) => domain.pageOf(domain.userRowSchema),
        query: {
          organizationId,
          status: 'active',
          search: search || undefined,
          limit: PICKER_LIMIT,
        },
        signal,
      });
      return page.items.map((user) => ({
        value: user.id,
        label: user.name,
        description: user.email,
      }));
    },
    lookupKey: (id) => queryKeys.users.picker({ id }),
    lookup: async (id, signal) => {
      const user = await apiRequest(`/users/${id}`, {
        contract: (domain) => domain.userDetailSchema,
        signal,
      });
      return [{ value: user.id, label: user.name, description: user.email }];
    },
  };
}

/** An Assigned User combobox whose people the server searches (useSearchedPicker). */
export function useUserPicker(value: string, organizationId: number | undefined, enabled = true) {
  return useSearchedPicker(userSource(organizationId), value, enabled);
}
