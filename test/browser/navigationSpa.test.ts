/**
 * The overlay and modals under the routers of single-page apps: React Router 7 and Vue Router 4, on a phone
 * (./navigation.ts says what each test proves; Turbo, Turbolinks and pjax are in navigation.test.ts).
 */
import { hosts, onAPhone, routerSuite } from './navigation';

onAPhone();
routerSuite(hosts('react', 'vue'));
