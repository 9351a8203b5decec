import type { WorkProfilePayload } from '@chairside/domain';
import { queryKeys } from '@/lib/query-keys.ts';
import { mySetting } from './my-setting.ts';

/** GET and PUT /users/me/work-profile (issue #14 §1): call it for professionals only. */
const workProfile = mySetting(
  '/users/me/work-profile',
  queryKeys.workProfile,
  (domain) => domain.workProfileSchema,
);

export const useWorkProfile = workProfile.useSaved;
export const useUpdateWorkProfile = () => workProfile.useUpdate<WorkProfilePayload>();
