import type { OrganizerClaims } from '../auth/organizer-token.js';
import type { StaffClaims } from '../auth/staff-token.js';
import type { TokenClaims } from '../auth/tokens.js';
import type { WallClaims } from '../auth/wall-token.js';

/** Who is calling, as authenticate.ts decided from the presented credential (its own module: order-auth.ts builds one too). */
export type AuthContext =
  | { kind: 'public' }
  | { kind: 'token'; claims: TokenClaims }
  /** A staff route: the staff member's verified claims (audience candid:staff), name and role as the account has them now; the role is checked by requireStaffRole. */
  | { kind: 'staff'; claims: StaffClaims }
  /** An organizer route: the organizer's verified claims (audience candid:organizer; sub = the purchase e-mail). */
  | { kind: 'organizer'; claims: OrganizerClaims }
  /**
   * An order route: the order access token the caller presented, if any (the domain checks it against the order),
   * and the bearer credential, if any, NOT verified: only a purchase from an event reads it, and verifies it (order-auth.ts).
   */
  | { kind: 'order'; orderToken?: string; bearer?: string }
  /** Creator credential AND an order token (link-order); the domain checks the token against the order. */
  | { kind: 'creatorWithOrder'; claims: TokenClaims; orderToken: string }
  /** A live wall's read-only credential (audience candid:wall), pinned to its event; the domain checks it is not revoked. */
  | { kind: 'wall'; claims: WallClaims };
