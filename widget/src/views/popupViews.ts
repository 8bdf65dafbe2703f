/** The views that come with the popup's parts (entries/popupParts.ts), rendered once those are there. */
export { InputAd } from './Banners';
export { PopupFoot } from './PopupFoot';
export { searchAnnouncement } from '../core/searchAnnouncement';
export { FeaturedProduct } from './TypedSections';
export { Sections } from './Sections';
export { ToastLayer } from './ToastLayer';
export { LoadingOverlay } from './LoadingOverlay';
export { TopLayer } from './topLayer';
export { Layers } from './Layers';
