import { searchAnnouncement } from '../core/searchAnnouncement';
import { InputAd } from './Banners';
import { trapTab } from './focus';
import { Layers } from './Layers';
import { Popup } from './Popup';
import { PopupFoot } from './PopupFoot';
import { Sections } from './Sections';
import { ToastLayer } from './ToastLayer';
import { TopLayer } from './topLayer';
import { FeaturedProduct } from './TypedSections';

/** The views that come with the popup's parts (entries/popupParts.ts), rendered once those are there. */
export const popupViews = {
  InputAd,
  // The phone's: its overlay's frame and Tab trap (views/MobileApp.tsx); the desktop's frame is the page load's.
  Popup,
  trapTab,
  PopupFoot,
  searchAnnouncement,
  FeaturedProduct,
  Sections,
  ToastLayer,
  TopLayer,
  Layers,
};
