import type { addressFields, CreateOrganizationPayload } from '@chairside/domain';

type PostalAddress = Pick<CreateOrganizationPayload, keyof typeof addressFields>;

/** The address columns organizations and locations share, from a payload that carries them. */
export function addressColumns(address: PostalAddress) {
  return {
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    stateCode: address.stateCode,
    zipCode: address.zipCode,
    countryCode: address.countryCode,
  };
}
