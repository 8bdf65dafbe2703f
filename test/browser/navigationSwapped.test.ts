/**
 * `<search-popup>` in the content Turbo 8, Turbolinks 5 and jquery-pjax replace, on a phone: each navigation leaves
 * exactly one working box whose overlay the back button closes without a visit (./navigation.ts).
 */
import { hosts, onAPhone, swappedSuite } from './navigation';

onAPhone();
swappedSuite(hosts('turbo', 'turbolinks', 'pjax'));
