import { imagePace, initialImagePace, type ImagePace, type ImagePaceEvent } from '../imagePace';

const typed = (query: string, held: boolean): ImagePace => ({ query, held });
const q = (query: string): ImagePaceEvent => ({ type: 'query', query });

test.each<[string, ImagePace, ImagePaceEvent, ImagePace, string]>([
  [
    'the first typed value holds the images and starts the timer',
    initialImagePace,
    q('해'),
    typed('해', true),
    'start',
  ],
  [
    'each new value holds them again and restarts the timer',
    typed('해', true),
    q('해리'),
    typed('해리', true),
    'start',
  ],
  ['a value typed after a pause holds them again', typed('해리', false), q('해리포'), typed('해리포', true), 'start'],
  ['the same value again changes nothing', typed('해리', true), q('해리'), typed('해리', true), 'keep'],
  ['the same value after the pause stays free', typed('해리', false), q('해리'), typed('해리', false), 'keep'],
  ['the timer frees them', typed('해리', true), { type: 'quiet' }, typed('해리', false), 'keep'],
  ['emptying the box frees them at once and clears the timer', typed('해리', true), q(''), initialImagePace, 'clear'],
  ['an empty box stays free', initialImagePace, q(''), initialImagePace, 'keep'],
  ['a Backspace to an earlier value is a new value', typed('해리포', false), q('해리'), typed('해리', true), 'start'],
])('%s', (_, before, event, after, timer) => expect(imagePace(before, event)).toEqual({ state: after, timer }));
