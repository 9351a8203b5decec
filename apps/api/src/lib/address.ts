import type { addressFields } from '@chairside/domain';

type AddressKey = keyof typeof addressFields;

/**
 * The address columns organizations and locations share, from what carries them: a payload to
 * write, a row read, or the table itself (its columns, to read them).
 */
export function addressColumns<Address extends Record<AddressKey, unknown>>(
  address: Address,
): Pick<Address, AddressKey> {
  return {
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    stateCode: address.stateCode,
    zipCode: address.zipCode,
    countryCode: address.countryCode,
  };
}
