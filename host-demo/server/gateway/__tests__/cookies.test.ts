/** Issue 52: the one Cookie header reader, fixture tables. */
import { cookieJar, cookieValues } from '../cookies';

test.each<[string, string | undefined, string[]]>([
  ['none', undefined, []],
  ['one', 'demo_session=abc', ['abc']],
  ['spaces and tabs around name and value', ' \tdemo_session \t= abc\t ', ['abc']],
  ['two, in the order sent', 'demo_session=a; x=1;demo_session=b', ['a', 'b']],
  ['a no-break space before the name (latin1 \\xA0) is another name', '\xA0demo_session=evil', []],
  ['a no-break space after the name', 'demo_session\xA0=evil', []],
  ['another case', 'Demo_session=evil; DEMO_SESSION=evil', []],
  ['a prefix', '__Host-demo_session=x; __host-demo_session=y', []],
  ['a zero-width space', '\u200Bdemo_session=evil', []],
  ['a value keeps its inner spaces and other bytes', 'demo_session=a b\xA0', ['a b\xA0']],
])('cookieValues: %s', (_case, header, values) => expect(cookieValues(header, 'demo_session')).toEqual(values));

test.each<[string, string, Record<string, string>]>([
  ['decoded', 'demo_last_search=%ED%95%B4%EB%A6%AC', { demo_last_search: '해리' }],
  ['raw where not decodable', 'a=%E0%A4%A', { a: '%E0%A4%A' }],
  ['a name sent twice is neither (ours and a sibling’s)', 'demo_session=mine; a=1; demo_session=theirs', { a: '1' }],
  [
    'names as sent, byte for byte',
    '\xA0demo_session=evil; demo_session=mine',
    { '\xA0demo_session': 'evil', demo_session: 'mine' },
  ],
])('cookieJar: %s', (_case, header, jar) => expect(cookieJar(header)).toEqual(jar));
