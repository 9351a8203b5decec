import type { OrganizationDetail } from '@chairside/domain';
import { DetailItem, DetailList, NameList, PostalAddress } from '@/components/detail-list.tsx';

/** SPEC §3 organization detail: name, address, location names and admin names. */
export function OrganizationDetails({ organization }: { organization: OrganizationDetail }) {
  return (
    <DetailList>
      <DetailItem label="Name">{organization.name}</DetailItem>
      <DetailItem label="Address">
        <PostalAddress address={organization} />
      </DetailItem>
      <DetailItem label="Locations" wide>
        <NameList names={organization.locationNames} empty="No locations yet." />
      </DetailItem>
      <DetailItem label="Organization Admins" wide>
        <NameList names={organization.adminNames} empty="No administrators yet." />
      </DetailItem>
    </DetailList>
  );
}
