import { useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { formatPager } from '../core/format';
import { btn } from './button';
import { ChevronIcon } from './icons';

/** The page a move reached, as the live region says it: `4페이지 중 2페이지`. */
const spoken = (page: number, pages: number) => pages + '페이지 중 ' + page + '페이지';

/**
 * Mobile results in pages of 3 on an embla swiper, loaded only when a result list needs it: a swipe, or the previous
 * and next buttons (44 px, a thumb's size) either side of the two-digit pager (`01 / 04`). A button is disabled at
 * its end (`aria-disabled`: it keeps focus, so a screen reader's place isn't lost when the last page comes), and the page a swipe or a button moved to is said in a polite live region (not a new answer's first
 * page: the search's own announcement says that one).
 */
export default function ProductSwiper({ pages, activePage }: { pages: ReactNode[]; activePage: number }) {
  const [viewport, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const [page, setPage] = useState(0);
  // What the live region says: only a move the shopper made (not the first page of each new answer).
  const [moved, setMoved] = useState('');
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const now = embla.selectedScrollSnap();
      setPage(now);
      setMoved(spoken(now + 1, embla.scrollSnapList().length));
    };
    const onReInit = () => {
      setPage(embla.selectedScrollSnap());
      setMoved('');
    };
    embla.on('select', onSelect);
    embla.on('reInit', onReInit);
    return () => void embla.off('select', onSelect).off('reInit', onReInit);
  }, [embla]);
  useEffect(() => {
    if (embla && activePage >= 0) embla.scrollTo(activePage);
  }, [embla, activePage]);
  const pager = formatPager(page + 1, pages.length);
  const last = Math.max(0, pages.length - 1);
  return (
    <div className="sp-swiper">
      <div className="sp-swiper-viewport" ref={viewport}>
        <div className="sp-swiper-track">
          {pages.map((p, i) => (
            <div key={i} className="sp-swiper-page sp-product-grid">
              {p}
            </div>
          ))}
        </div>
      </div>
      <div role="row">
        <div role="gridcell" className="sp-pager-bar">
          <button
            type="button"
            {...btn('md', 'ghost', 'sp-pager-prev')}
            aria-label="이전 페이지"
            aria-disabled={page <= 0}
            onClick={() => embla?.scrollPrev()}
          >
            <ChevronIcon to="back" />
          </button>
          <span className="sp-pager">
            <span className="sp-pager-current">{pager.current}</span> /{' '}
            <span className="sp-pager-last">{pager.last}</span>
          </span>
          <button
            type="button"
            {...btn('md', 'ghost', 'sp-pager-next')}
            aria-label="다음 페이지"
            aria-disabled={page >= last}
            onClick={() => embla?.scrollNext()}
          >
            <ChevronIcon to="on" />
          </button>
          <span className="sp-sr" role="status">
            {moved}
          </span>
        </div>
      </div>
    </div>
  );
}
