import { ACCOUNT_POSITION_LABELS, TIMEZONES, type LocationDetail } from '@chairside/domain';
import { DetailItem, DetailList, PostalAddress } from '@/components/detail-list.tsx';
import { Badge } from '@/components/ui/badge.tsx';

function timezoneLabel(timezone: string): string {
  return TIMEZONES.find((zone) => zone.value === timezone)?.label ?? timezone;
}

/** SPEC §3 location detail: identity, address, timezone and the people working there. */
export function LocationDetails({ location }: { location: LocationDetail }) {
  return (
    <DetailList>
      <DetailItem label="Name">{location.name}</DetailItem>
      <DetailItem label="Location ID">
        <span className="font-mono">{location.locationNumber}</span>
      </DetailItem>
      <DetailItem label="Organization">{location.organizationName}</DetailItem>
      <DetailItem label="Timezone">{timezoneLabel(location.timezone)}</DetailItem>
      <DetailItem label="Address" wide>
        <PostalAddress address={location} />
      </DetailItem>
      <DetailItem label="Users" wide>
        {location.users.length === 0 ? (
          <p className="text-muted-foreground">No users at this location yet.</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {location.users.map((user) => (
              <li key={user.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0 truncate">{user.name}</span>
                <Badge variant="secondary">
                  {ACCOUNT_POSITION_LABELS[user.position] ?? user.position}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </DetailItem>
    </DetailList>
  );
}
