import { GATEWAY_PATHS } from '../core/gatewayPaths';
import { eventLink } from '../core/popupRows';
import { eventImage } from '../core/productRoute';
import type { EventItem } from '../core/types';
import { decodeEvents } from '../gateway/decodeTypedSearch';
import { BannerImage } from '../views/Banners';
import type { ViewContext } from '../views/context';
import { ImageBox, useImageAsked } from '../views/ProductImage';
import { Group, Row } from '../views/Row';
import { answerPart, decodedAs, type TypedSection } from './section';

/** An event's banner; while the shopper types, a new one waits with its box drawn (views/ProductImage.tsx). */
function EventImage({ ctx, src }: { ctx: ViewContext; src: string }) {
  return useImageAsked(ctx, src) ? (
    <BannerImage key={src} src={src} alt="" className="sp-event-image" />
  ) : (
    <ImageBox key={'wait:' + src} className="sp-event-image" />
  );
}

/**
 * 이벤트: the events of the typed answer (`search/event`, the first 9); a row opens the event's page (its mobile page
 * on mobile), reported as a promotion.
 */
export const events: TypedSection<EventItem> = {
  id: 'events',
  mode: 'typed',
  call: {
    path: GATEWAY_PATHS.event,
    params: ({ keyword }) => ({ keyword, page: 1, pageSize: 9 }),
    decode: decodedAs('events', decodeEvents),
  },
  part: 'events',
  slot: 'side',
  title: '이벤트',
  empty: '관련 이벤트가 없습니다.',
  items: answerPart('events'),
  action: eventLink,
  analytics: { promotion: 'event' },
  View: ({ ctx, parts, rows, view }) => (
    <Group title={events.title} count={rows.length} empty={events.empty} className="sp-events">
      {rows.map((row) => {
        const src = eventImage(row.item, ctx.mobile, parts.allowed);
        return (
          <Row key={row.item.id + row.index} {...view.props(row)} className="sp-event">
            {src ? <EventImage ctx={ctx} src={src} /> : null}
            <span className="sp-event-name">{row.item.name}</span>
          </Row>
        );
      })}
    </Group>
  ),
};
