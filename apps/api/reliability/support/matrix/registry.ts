/** Where a marker or a name comes from: enough to ask the domain rules who may see it. */
export interface Origin {
  organizationId: number;
  locationId: number;
}

export interface RequestOrigin extends Origin {
  employeeId: number;
}

export interface KnownUser {
  id: number;
  organizationId: number | null;
}

const INTERNAL_NOTE = /internal memo (\d+)\b/g;
const REQUEST_NOTE = /request note (\d+)\b/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.test\b/g;

/**
 * What the leak scan looks for in answers. Every shift's internal notes and every request's notes
 * carry a numbered marker; every organization has strings (its name token, its people's names,
 * its email domain) that identify its data; every user is known by email.
 */
export class Registry {
  private markers = 0;
  private readonly internalNotes = new Map<number, Origin>();
  private readonly requestNotes = new Map<number, RequestOrigin>();
  private readonly organizationStrings = new Map<number, string[]>();
  private readonly users = new Map<string, KnownUser>();

  internalNote(origin: Origin): string {
    this.markers += 1;
    this.internalNotes.set(this.markers, { ...origin });
    return `internal memo ${this.markers}`;
  }

  requestNote(origin: Origin, employeeId: number): string {
    this.markers += 1;
    this.requestNotes.set(this.markers, { ...origin, employeeId });
    return `request note ${this.markers}`;
  }

  addOrganization(organizationId: number, strings: string[]) {
    this.organizationStrings.set(organizationId, strings);
  }

  addUser(email: string, id: number, organizationId: number | null) {
    this.users.set(email, { id, organizationId });
  }

  /** Internal notes found in a text, with the shift they belong to. */
  *internalNotesIn(text: string): Generator<[string, Origin]> {
    for (const match of text.matchAll(INTERNAL_NOTE)) {
      const origin = this.internalNotes.get(Number(match[1]));
      if (origin) yield [match[0], origin];
    }
  }

  /** Request notes found in a text, with the request they belong to. */
  *requestNotesIn(text: string): Generator<[string, RequestOrigin]> {
    for (const match of text.matchAll(REQUEST_NOTE)) {
      const origin = this.requestNotes.get(Number(match[1]));
      if (origin) yield [match[0], origin];
    }
  }

  /** Known users whose email address appears in a text. */
  *usersIn(text: string): Generator<[string, KnownUser]> {
    for (const match of text.matchAll(EMAIL)) {
      const user = this.users.get(match[0].toLowerCase());
      if (user) yield [match[0], user];
    }
  }

  /** Organizations whose identifying strings appear in a text. */
  *organizationsIn(text: string): Generator<[string, number]> {
    for (const [organizationId, strings] of this.organizationStrings) {
      const found = strings.find((value) => text.includes(value));
      if (found) yield [found, organizationId];
    }
  }
}
