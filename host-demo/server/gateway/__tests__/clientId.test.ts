/** Issue 52: who a request counts as: an IPv4 address, or an IPv6 address's /64. */
import { clientId } from '../clientId';

test.each<[string | undefined, string]>([
  ['127.0.0.1', '127.0.0.1'],
  ['203.0.113.9', '203.0.113.9'],
  ['::ffff:127.0.0.1', '127.0.0.1'],
  ['::FFFF:203.0.113.9', '203.0.113.9'],
  // One subscriber's /64, whatever the interface part.
  ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
  ['2001:db8:1:2:bbbb:cccc:dddd:9', '2001:db8:1:2::/64'],
  ['2001:0DB8:0001:0002::', '2001:db8:1:2::/64'],
  ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  [undefined, '?'],
  ['', '?'],
  ['not an address', '?'],
])('%p counts as %p', (address, id) => expect(clientId(address)).toBe(id));
