/**
 * The overlay and modals under the routers that fetch the next page and swap it in: Turbo 8, Turbolinks 5 and
 * jquery-pjax, on a phone (./navigation.ts says what each test proves; the SPA routers are in
 * navigationSpa.test.ts).
 */
import { hosts, onAPhone, routerSuite } from './navigation';

onAPhone();
routerSuite(hosts('turbo', 'turbolinks', 'pjax'));
