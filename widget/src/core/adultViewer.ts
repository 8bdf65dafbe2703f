import type { User } from './types';

/**
 * The shopper is an adult viewer: signed in with the `adult` role (identity verified; spec §3, the only role the
 * popup reads). An adult viewer sees adult-only products' images and may put them in the cart without the gate.
 */
export const isAdultViewer = (user: User | null | undefined): boolean => !!user?.roles.includes('adult');
