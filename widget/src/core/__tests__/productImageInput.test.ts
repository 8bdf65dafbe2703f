import { imageUrl } from '../imageUrl';
import { productImageInput, type ImageShown } from '../productImageInput';
import type { Product } from '../types';
import { product } from './fixtures';

const H = 'https://img.example.com';
const adultUser = { id: 'u1', roles: ['adult' as const] };
const member = { id: 'u2', roles: ['member' as const] };
type Input = Pick<Product, 'code' | 'saleId' | 'type'> & { limitAge?: number };

test.each<[string, Input, ImageShown, string]>([
  [
    'product code',
    product({ code: '9788936434595', saleId: 'S1' }),
    { width: 80 },
    'fit-in/300x0/pdt/9788936434595.jpg',
  ],
  ['sale id when no code', product({ code: '', saleId: 'S1' }), { width: 80 }, 'fit-in/300x0/pdt/S1.jpg'],
  ['shown 200 wide', product({ code: '978' }), { width: 200 }, 'fit-in/400x0/pdt/978.jpg'],
  [
    'type picks the path',
    product({ code: '8809447088345', type: 'MUC' }),
    { width: 80 },
    'fit-in/400x0/music/large/5438/8809447088345.jpg',
  ],
  [
    'adult only, anonymous',
    product({ code: '978', limitAge: 19 }),
    { width: 80 },
    'resources/fo/images/common/img_adult.png',
  ],
  [
    'adult only, member',
    product({ code: '978', limitAge: 19 }),
    { width: 80, user: member },
    'resources/fo/images/common/img_adult.png',
  ],
  [
    'adult only, mobile',
    product({ code: '978', limitAge: 19 }),
    { width: 80, mobile: true },
    'resources/fo/images/common/img_adult_m.png',
  ],
  [
    'adult only, adult viewer',
    product({ code: '978', limitAge: 19 }),
    { width: 80, user: adultUser },
    'fit-in/300x0/pdt/978.jpg',
  ],
  ['limit age 15', product({ code: '978', limitAge: 15 }), { width: 80 }, 'fit-in/300x0/pdt/978.jpg'],
  [
    'no limit age (products others look at)',
    { code: '978', saleId: 'S1', type: 'KOR' },
    { width: 80 },
    'fit-in/300x0/pdt/978.jpg',
  ],
  ['no id at all', product({ code: '', saleId: '' }), { width: 80 }, 'resources/fo/images/common/img_noimage.png'],
])('%s', (_case, p, shown, path) => expect(imageUrl(H, productImageInput(p, shown))).toBe(H + '/' + path));
