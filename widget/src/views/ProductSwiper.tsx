import { useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { formatPager } from '../core/format';

/**
 * Mobile results in pages of 3 on an embla swiper, with the two-digit pager (`01 / 04`), loaded only when a
 * result list needs it.
 */
export default function ProductSwiper({ pages, activePage }: { pages: ReactNode[]; activePage: number }) {
  const [viewport, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setPage(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla]);
  useEffect(() => {
    if (embla && activePage >= 0) embla.scrollTo(activePage);
  }, [embla, activePage]);
  const pager = formatPager(page + 1, pages.length);
  return (
    <div className="sp-swiper">
      <div className="sp-swiper-viewport" ref={viewport}>
        <div className="sp-swiper-track">
          {pages.map((p, i) => (
            <div key={i} className="sp-swiper-page">
              {p}
            </div>
          ))}
        </div>
      </div>
      <div role="row">
        <div role="gridcell" className="sp-pager">
          <span className="sp-pager-current">{pager.current}</span> /{' '}
          <span className="sp-pager-last">{pager.last}</span>
        </div>
      </div>
    </div>
  );
}
