/** Where the ad in the search box stands, as the shopper has it. */
export interface AdPlace {
  /** The phone's overlay (its field shows only while the overlay is open); else the desktop field, always there. */
  mobile: boolean;
  /** The popup (the phone's overlay) is open. */
  open: boolean;
  /** The text typed in the box: the ad (its chip, its placeholder text) gives way to it. */
  query: string;
}

/**
 * Whether the ad in the search box is on screen (spec row 7.37: `view_promotion` for an ad the shopper could see):
 * in the desktop field, or in the phone's open overlay, and only while nothing is typed. An ad that rotates in while
 * the shopper types is not seen; the one in place when the box is empty again is.
 */
export const adSeen = (p: AdPlace): boolean => (!p.mobile || p.open) && p.query === '';
