/** The views that come with the popup's parts (entries/popupParts.ts), rendered once those are there. */
export { InputAd } from './Banners';
export { EmptySections } from './EmptySections';
export { PopupFoot } from './PopupFoot';
export { searchAnnouncement } from '../core/searchAnnouncement';
export { FeaturedProduct, TypedSections } from './TypedSections';
export { ToastLayer } from './ToastLayer';
export { LoadingOverlay } from './LoadingOverlay';
export { TopLayer } from './topLayer';
export { Layers } from './Layers';
