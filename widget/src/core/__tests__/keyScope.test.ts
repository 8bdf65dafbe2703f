import { KEY_SCOPE_IDLE, keyScope, type KeyScope, type KeyScopeEvent } from '../keyScope';

type Ev = Partial<KeyScopeEvent> & Pick<KeyScopeEvent, 'type' | 'key'>;
const ev = (e: Ev): KeyScopeEvent => ({ isComposing: false, repeat: false, layerOpen: false, ...e });
const down = (key: string, more: Partial<KeyScopeEvent> = {}) => ev({ type: 'keydown', key, ...more });
const up = (key: string, more: Partial<KeyScopeEvent> = {}) => ev({ type: 'keyup', key, ...more });
const press = (key: string) => ev({ type: 'keypress', key });

/** Replays a press sequence from idle; returns where each event went. */
const replay = (events: KeyScopeEvent[]): KeyScope[] => {
  let state = KEY_SCOPE_IDLE;
  return events.map((e) => {
    const [next, where] = keyScope(state, e);
    state = next;
    return where;
  });
};

test.each<[string, KeyScopeEvent[], KeyScope[]]>([
  ['Backspace (a page guard must not block it)', [down('Backspace'), up('Backspace')], ['widget', 'widget']],
  [
    '"/" with its keypress (a page shortcut must not take it)',
    [down('/'), press('/'), up('/')],
    ['widget', 'widget', 'widget'],
  ],
  [
    'arrows, also with the popup open (a host dropdown must not take them)',
    [down('ArrowDown', { layerOpen: true }), up('ArrowDown'), down('ArrowUp')],
    ['widget', 'widget', 'widget'],
  ],
  ['Enter and its keypress', [down('Enter'), press('Enter'), up('Enter')], ['widget', 'widget', 'widget']],
  [
    'Alt+ArrowDown, letters, Korean text',
    [down('ArrowDown'), down('a'), press('a'), down('ㅎ')],
    ['widget', 'widget', 'widget', 'widget'],
  ],
  [
    "the IME's keydowns (keyCode 229) while composing",
    [
      down('Process', { isComposing: true }),
      down('Unidentified', { isComposing: true }),
      up('Enter', { isComposing: true }),
    ],
    ['widget', 'widget', 'widget'],
  ],
  [
    'Tab and Shift+Tab (a host focus trap must see them), popup open or not',
    [down('Tab', { layerOpen: true }), up('Tab'), down('Tab', { isComposing: true })],
    ['page', 'page', 'page'],
  ],
  [
    'Escape that closes our popup, overlay or modal: down and up stay',
    [down('Escape', { layerOpen: true }), up('Escape')],
    ['widget', 'widget'],
  ],
  ['Escape with nothing of ours open: down and up reach the page', [down('Escape'), up('Escape')], ['page', 'page']],
  [
    "Escape, then a second Escape: the first closes ours, the second is the page's",
    [down('Escape', { layerOpen: true }), up('Escape'), down('Escape'), up('Escape')],
    ['widget', 'widget', 'page', 'page'],
  ],
  [
    'a held Escape: its repeats follow the first keydown, though ours closed',
    [
      down('Escape', { layerOpen: true }),
      down('Escape', { repeat: true }),
      down('Escape', { repeat: true }),
      up('Escape'),
    ],
    ['widget', 'widget', 'widget', 'widget'],
  ],
  [
    "a held Escape with nothing open: every repeat is the page's",
    [down('Escape'), down('Escape', { repeat: true, layerOpen: true }), up('Escape')],
    ['page', 'page', 'page'],
  ],
  [
    'a repeat with no first keydown seen (pressed elsewhere) is judged by itself',
    [down('Escape', { repeat: true, layerOpen: true }), up('Escape')],
    ['widget', 'widget'],
  ],
  ["Escape while composing is the IME's", [down('Escape', { isComposing: true }), up('Escape')], ['widget', 'widget']],
  ['an Escape keyup whose keydown went elsewhere', [up('Escape')], ['page']],
  ['an Escape keyup while composing, keydown unseen', [up('Escape', { isComposing: true })], ['widget']],
  [
    'an Escape keypress (old engines) follows its keydown',
    [down('Escape', { layerOpen: true }), press('Escape'), up('Escape'), press('Escape')],
    ['widget', 'widget', 'widget', 'page'],
  ],
  [
    'a missed keyup: the next press is judged afresh',
    [down('Escape', { layerOpen: true }), down('Escape')],
    ['widget', 'page'],
  ],
])('%s', (_name, events, expected) => {
  expect(replay(events)).toEqual(expected);
});
