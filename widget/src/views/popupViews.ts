import { searchAnnouncement } from '../core/searchAnnouncement';
import { InputAd } from './Banners';
import { Layers } from './Layers';
import { LoadingOverlay } from './LoadingOverlay';
import { PopupFoot } from './PopupFoot';
import { Sections } from './Sections';
import { ToastLayer } from './ToastLayer';
import { TopLayer } from './topLayer';
import { FeaturedProduct } from './TypedSections';

/** The views that come with the popup's parts (entries/popupParts.ts), rendered once those are there. */
export const popupViews = {
  InputAd,
  PopupFoot,
  searchAnnouncement,
  FeaturedProduct,
  Sections,
  ToastLayer,
  LoadingOverlay,
  TopLayer,
  Layers,
};
