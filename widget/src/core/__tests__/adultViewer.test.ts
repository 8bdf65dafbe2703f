import { isAdultViewer } from '../adultViewer';
import type { Role } from '../types';

const user = (roles: Role[]) => ({ id: 'u1', roles });

test.each([
  ['anonymous (no user)', null, false],
  ['no user given', undefined, false],
  ['signed in, no role', user([]), false],
  ['member, identity verified by e-mail only', user(['member', 'verified-email']), false],
  ['self-verified but not adult', user(['verified-self']), false],
  ['adult role', user(['adult']), true],
  ['adult among other roles', user(['member', 'adult', 'staff']), true],
])('%s → %p', (_case, u, adult) => expect(isAdultViewer(u)).toBe(adult));
