import {
  CREDENTIAL_LABELS,
  addDaysToDate,
  type CredentialDocumentType,
  type CredentialType,
} from '@chairside/domain';
import type { Transaction } from '../db/client.ts';
import { credentialDocuments, credentials } from '../db/schema.ts';
import { demoCardPng, demoPdf } from './demo-documents.ts';

/**
 * Issue #27 §4: the licenses and cards each demo professional holds, so that every state shows
 * on first start: verified, unverified with its document (waiting for review), one expiring
 * within 30 days, expired. Dates are days from the seed's day. The independent hygienist holds
 * verified licenses for the states of the shifts the journeys have her work (Illinois, New
 * York) and a California one waiting for the platform admin; organization staff are trusted at
 * their own organization (credentialChecks 'outsideProfessionals'), so their mix only shows. The
 * former (inactive) hygienist holds none: nobody reviews the papers of someone who left.
 */
interface DemoCredential {
  type: CredentialType;
  stateCode: string | null;
  number: string;
  /** Days from the seed's day to the printed expiry date; negative: expired. */
  expiresIn: number;
  verified: boolean;
  document: 'pdf' | 'png' | null;
}

const held = (
  type: CredentialType,
  stateCode: string | null,
  number: string,
  expiresIn: number,
  verified: boolean,
  document: DemoCredential['document'],
): DemoCredential => ({ type, stateCode, number, expiresIn, verified, document });

/** By the holder's email (demo-data.ts). */
export const DEMO_CREDENTIALS: Record<string, DemoCredential[]> = {
  'independent@chairside.test': [
    held('hygiene_license', 'IL', '038.0123456', 420, true, 'pdf'),
    held('hygiene_license', 'NY', 'RDH 041877', 380, true, 'pdf'),
    held('cpr_bls', null, 'AHA eCard 215498301274', 290, true, 'png'),
    held('hygiene_license', 'CA', 'RDH 131902', 700, false, 'pdf'),
  ],
  'hygienist@brightsmiles.test': [
    held('hygiene_license', 'NY', 'RDH 036512', 540, true, 'pdf'),
    held('cpr_bls', null, 'AHA eCard 215311874420', 400, true, 'png'),
  ],
  'assistant@brightsmiles.test': [
    held('radiography', 'NY', 'CDA 009143', 610, true, 'pdf'),
    held('cpr_bls', null, 'ARC 3J8K-22QX', 330, false, 'png'),
  ],
  'frontdesk@brightsmiles.test': [
    held('cpr_bls', null, 'AHA eCard 215377012986', 200, true, 'png'),
  ],
  'endo@brightsmiles.test': [
    held('radiography', 'NY', 'CDA 011276', 250, true, 'pdf'),
    held('cpr_bls', null, 'AHA eCard 214900553108', -12, true, 'png'),
  ],
  'hygienist@pacificcoast.test': [
    held('hygiene_license', 'CA', 'RDH 128734', 21, true, 'pdf'),
    held('cpr_bls', null, 'AHA eCard 215602938815', 380, true, 'png'),
  ],
  'ortho@pacificcoast.test': [
    held('rda', 'CA', 'RDA 204518', 300, true, 'pdf'),
    held('radiography', 'CA', 'RHS 77213', 300, true, 'pdf'),
    held('cpr_bls', null, 'AHA eCard 215588104762', 150, true, 'png'),
  ],
  'perio@pacificcoast.test': [
    held('rda', 'CA', 'RDA 219940', 700, false, 'pdf'),
    held('radiography', 'CA', 'RHS 80145', 420, true, 'pdf'),
    held('cpr_bls', null, 'ARC 5T2M-90LB', 9, true, 'png'),
  ],
  'frontdesk@pacificcoast.test': [
    held('cpr_bls', null, 'AHA eCard 215701226630', 260, false, null),
  ],
  'hygienist@rockymountain.test': [
    held('hygiene_license', 'CO', 'DH.0012345', 480, true, 'pdf'),
    held('hygiene_license', 'AZ', 'H-8876', 365, false, 'pdf'),
    held('cpr_bls', null, 'AHA eCard 214987650021', -5, true, 'png'),
  ],
  'oralsurgery@rockymountain.test': [
    held('efda', 'CO', 'EFDA.0004411', 330, true, 'pdf'),
    held('radiography', 'CO', 'DANB RHS 1187342', 330, true, 'pdf'),
    held('cpr_bls', null, 'AHA eCard 215420097745', 260, true, 'png'),
  ],
  'pedo@rockymountain.test': [
    held('radiography', 'CO', 'DANB RHS 1190058', 540, false, 'png'),
    held('cpr_bls', null, 'ARC 8D4R-17WE', 27, true, 'png'),
  ],
  'assistant@rockymountain.test': [
    held('radiography', 'CO', 'DANB RHS 1175523', 200, true, 'pdf'),
    held('radiography', 'AZ', 'CDRT 30871', -30, true, 'pdf'),
    held('cpr_bls', null, 'AHA eCard 215366481209', 310, true, 'png'),
  ],
};

/** The band of a card's photo, by who issues it: the Heart Association's red, the Red Cross's. */
const CARD_ACCENTS: readonly (readonly [number, number, number])[] = [
  [185, 28, 28],
  [13, 148, 136],
];

/** A holder of demo credentials, and who verified them (their manager, or the platform admin). */
export interface DemoCredentialHolder {
  id: number;
  name: string;
  email: string;
  verifierId: number | null;
}

function documentOf(
  credential: DemoCredential,
  holder: DemoCredentialHolder,
  expiresOn: string,
  index: number,
): { contentType: CredentialDocumentType; bytes: Buffer } | null {
  if (credential.document === 'png') {
    return { contentType: 'image/png', bytes: demoCardPng(CARD_ACCENTS[index % 2]) };
  }
  if (credential.document === 'pdf') {
    const bytes = demoPdf(CREDENTIAL_LABELS[credential.type], [
      `Issued to: ${holder.name}`,
      `Issuing state: ${credential.stateCode ?? 'None (national card)'}`,
      `Number: ${credential.number}`,
      `Valid through: ${expiresOn}`,
    ]);
    return { contentType: 'application/pdf', bytes };
  }
  return null;
}

/** When a verified demo credential was verified: a month ago, or a year before it expired. */
function verifiedOn(today: string, expiresIn: number): Date {
  return new Date(`${addDaysToDate(today, Math.min(-30, expiresIn - 365))}T16:00:00Z`);
}

/** Inserts each holder's DEMO_CREDENTIALS, `today` being the seed's day (credentialToday). */
export async function seedDemoCredentials(
  tx: Transaction,
  holders: readonly DemoCredentialHolder[],
  today: string,
): Promise<void> {
  for (const holder of holders) {
    for (const [index, credential] of (DEMO_CREDENTIALS[holder.email] ?? []).entries()) {
      const expiresOn = addDaysToDate(today, credential.expiresIn);
      const verified = credential.verified && holder.verifierId !== null;
      const [row] = await tx
        .insert(credentials)
        .values({
          userId: holder.id,
          type: credential.type,
          stateCode: credential.stateCode,
          number: credential.number,
          expiresOn,
          verifiedAt: verified ? verifiedOn(today, credential.expiresIn) : null,
          verifiedBy: verified ? holder.verifierId : null,
        })
        .returning({ id: credentials.id });
      const document = documentOf(credential, holder, expiresOn, index);
      if (document) {
        await tx.insert(credentialDocuments).values({
          credentialId: row.id,
          ...document,
          sizeBytes: document.bytes.length,
        });
      }
    }
  }
}
