import { imageUrl, placeholderUrl } from '../imageUrl';

const H = 'https://img.example.com';

test.each([
  ['book shown small', { id: '9788936434595', type: 'KOR', width: 120 }, 'fit-in/300x0/pdt/9788936434595.jpg'],
  ['book shown 199 px', { id: '9788936434595', width: 199 }, 'fit-in/300x0/pdt/9788936434595.jpg'],
  ['book shown 200 px', { id: '9788936434595', width: 200 }, 'fit-in/400x0/pdt/9788936434595.jpg'],
  ['no width', { id: '9788936434595' }, 'fit-in/400x0/pdt/9788936434595.jpg'],
  ['webp', { id: '9788936434595', width: 80, webp: true }, 'fit-in/300x0/filters:format(webp)/pdt/9788936434595.jpg'],
  [
    'music always 400',
    { id: '8809447088345', type: 'MUC', width: 80 },
    'fit-in/400x0/music/large/5438/8809447088345.jpg',
  ],
  ['DVD', { id: '8801234567', type: 'DVD' }, 'fit-in/400x0/music/large/7654/8801234567.jpg'],
  ['author', { id: '1000123', imageType: 'author', width: 60 }, 'fit-in/300x0/dtl/author/1000123.jpg'],
  ['e-book demo', { id: 'E123456789', type: 'DUM', width: 100 }, 'fit-in/300x0/sra/upload/book_img/E12/E123456789.jpg'],
  ['additional image id', { id: '9788936434595_01', width: 100 }, 'fit-in/300x0/pdt/addt/9788936434595_01.jpg'],
  ['underscore without 0', { id: '9788936434595_11', width: 100 }, 'fit-in/300x0/pdt/9788936434595_11.jpg'],
  ['sub id when no id', { id: '', subId: 'S1' }, 'fit-in/400x0/pdt/S1.jpg'],
  [
    'search image path',
    { id: 'x', imageType: 'search', imagePath: 'banner/top_01.png', width: 100 },
    'fit-in/300x0/banner/top_01.png',
  ],
  [
    'hostile search path falls back to the id',
    { id: 'x', imageType: 'search', imagePath: '../../etc/passwd.jpg' },
    'fit-in/400x0/pdt/x.jpg',
  ],
  ['adult', { id: '9788936434595', adult: true }, 'resources/fo/images/common/img_adult.png'],
  ['adult on mobile', { id: '9788936434595', adult: true, mobile: true }, 'resources/fo/images/common/img_adult_m.png'],
  ['no id', { id: '' }, 'resources/fo/images/common/img_noimage.png'],
  ['id with path characters', { id: '../x' }, 'resources/fo/images/common/img_noimage.png'],
  ['id with markup', { id: '"><img src=x>' }, 'resources/fo/images/common/img_noimage.png'],
] as const)('%s', (_n, input, path) => expect(imageUrl(H, input)).toBe(H + '/' + path));

test('placeholder', () => expect(placeholderUrl(H)).toBe(H + '/resources/fo/images/common/img_noimage.png'));
