#!/usr/bin/env node
/**
 * Writes catalogue.json, the demo shop's curated catalogue, from titles.json and the tables below (real titles, authors and
 * publishers; prices and codes are invented). Deterministic: run it again and the file is the same.
 * node host-demo/data/make-catalogue.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';

// The titles by product type: titles.json says what a row holds.
const {
  KOR,
  ADULT_BOOKS,
  ENG,
  BNT,
  JAP,
  JNT,
  PBC,
  POD,
  CMB,
  MUC,
  DVD,
  GFT,
  PB,
  CUL,
  GFC,
  OPN,
  OPT,
  MOV,
  EBK,
  AUD,
  DUM,
  SAM,
  FUD,
  CAS,
} = JSON.parse(readFileSync(new URL('./titles.json', import.meta.url), 'utf8'));

const ANNOUNCEMENTS = [
  '',
  '',
  '',
  '',
  '오늘 주문 시 내일 도착',
  '저자 사인본 한정 판매',
  '12월 신간 이벤트 적립 2배',
  '품절 임박',
];

const products = [];
let serial = 0;
function add(type, group, [name, author, publisher, price, rate, popularity], extra = {}) {
  serial++;
  const free = extra.free || (price === 0 && ['EBK', 'AUD', 'MOV', 'DUM'].includes(type));
  const salePrice = free ? 0 : Math.round((price * (100 - rate)) / 100 / 10) * 10;
  const isbn =
    extra.code ||
    (type === 'EBK' || type === 'AUD' || type === 'DUM' || type === 'MOV' ? 'E' : '') +
      String(9788900000000 + serial * 7919);
  const pointRate = salePrice > 0 ? (type === 'EBK' || type === 'AUD' ? 3 : 5) : 0;
  products.push({
    cmdt_NAME: name,
    cmdtcode: isbn,
    chrc_NAME: author,
    pbcm_NAME: publisher,
    img_URL: '',
    sale_CMDT_DVSN_CODE: type,
    sale_CMDT_PRCE: price,
    sale_CMDT_PRCE_DSCN_RATE: free ? 0 : rate,
    sale_CMDT_CLST_CODE: extra.classCode || '010101',
    sale_CMDT_SAPR: salePrice,
    sale_CMDTID: 'S' + String(serial).padStart(9, '0'),
    sale_CMDT_GRP_DVSN_CODE: extra.scholarly ? 'SGS' : group,
    sale_LMTT_AGE: extra.adult ? 19 : 0,
    arng_SQNC: serial,
    fndg_PRJT_SRMB: extra.fundingId || '',
    upnt_ACML_AMNT: Math.floor((salePrice * pointRate) / 100),
    upnt_ACML_RATE: pointRate,
    annt_CTTN: ANNOUNCEMENTS[serial % ANNOUNCEMENTS.length],
    bkmYsno: serial % 3 === 0 ? 'Y' : 'N',
    popularity: popularity * 100 + (serial % 97),
    bundleCount: extra.volumes || 0,
  });
}
KOR.forEach((r) => add('KOR', 'SGK', r));
ADULT_BOOKS.forEach((r) => add('KOR', 'SGK', r, { adult: true }));
ENG.forEach((r) => add('ENG', 'SGF', r));
BNT.forEach((r) => add('BNT', 'SGF', r));
JAP.forEach((r) => add('JAP', 'SGF', r));
JNT.forEach((r) => add('JNT', 'SGF', r));
PBC.forEach((r) => add('PBC', 'SGK', r));
POD.forEach((r) => add('POD', 'SGK', r));
CMB.forEach((r) => add('CMB', 'SGK', r, { volumes: r[6], classCode: r[7] }));
MUC.forEach((r) => add('MUC', 'SGH', r, { code: r[6] }));
DVD.forEach((r) => add('DVD', 'SGH', r, { code: r[6] }));
GFT.forEach((r) => add('GFT', 'SGH', r));
PB.forEach((r) => add('GFT', 'SGH', r, { code: r[6] }));
CUL.forEach((r) => add('CUL', 'SGC', r));
GFC.forEach((r) => add('GFC', 'SGC', r));
OPN.forEach((r) => add('OPN', 'SGK', r));
OPT.forEach((r) => add('OPT', 'SGK', r));
MOV.forEach((r) => add('MOV', 'SGE', r));
EBK.forEach((r) => add('EBK', 'SGE', r, { classCode: r[6], ...(r[7] || {}) }));
AUD.forEach((r) => add('AUD', 'SGE', r, { classCode: r[6] }));
DUM.forEach((r) => add('DUM', 'SGE', r, { classCode: r[6] }));
SAM.forEach((r) => add('SAM', 'SGE', r));
FUD.forEach((r) => add('FUD', 'SGF', r, { fundingId: r[6] }));
CAS.forEach((r) => add('CAS', 'SGC', r));

// Authors and persons: [name, category, description]
const AUTHORS = [
  ['한강', '소설가', '2024 노벨문학상 수상 작가. 『채식주의자』, 『소년이 온다』, 『작별하지 않는다』'],
  ['김영하', '소설가', '『살인자의 기억법』, 『작별 인사』의 작가'],
  ['김훈', '소설가', '『칼의 노래』, 『하얼빈』의 작가'],
  ['양귀자', '소설가', '『모순』, 『원미동 사람들』의 작가'],
  ['손원평', '소설가', '『아몬드』로 창비청소년문학상 수상'],
  ['김호연', '소설가', '『불편한 편의점』의 작가'],
  ['정세랑', '소설가', '『시선으로부터,』, 『보건교사 안은영』'],
  ['김초엽', 'SF 작가', '『우리가 빛의 속도로 갈 수 없다면』, 『지구 끝의 온실』'],
  ['천선란', 'SF 작가', '『천 개의 파랑』으로 한국과학문학상 수상'],
  ['최은영', '소설가', '『쇼코의 미소』, 『밝은 밤』'],
  ['최진영', '소설가', '『구의 증명』, 『해가 지는 곳으로』'],
  ['조남주', '소설가', '『82년생 김지영』의 작가'],
  ['신경숙', '소설가', '『엄마를 부탁해』의 작가'],
  ['박경리', '소설가', '대하소설 『토지』의 작가'],
  ['조정래', '소설가', '『태백산맥』, 『아리랑』의 작가'],
  ['구병모', '소설가', '『파과』, 『위저드 베이커리』'],
  ['천명관', '소설가', '『고래』로 문학동네소설상 수상'],
  ['이미예', '소설가', '『달러구트 꿈 백화점』의 작가'],
  ['윤동주', '시인', '『하늘과 바람과 별과 시』의 시인'],
  ['김소월', '시인', '『진달래꽃』의 시인'],
  ['현진건', '소설가', '『운수 좋은 날』의 작가'],
  ['이효석', '소설가', '『메밀꽃 필 무렵』의 작가'],
  ['J.K. 롤링', '영국 작가', '「해리 포터」 시리즈의 작가'],
  ['앙투안 드 생텍쥐페리', '프랑스 작가', '『어린 왕자』의 작가이자 비행사'],
  ['헤르만 헤세', '독일 작가', '『데미안』, 『수레바퀴 아래서』. 1946 노벨문학상'],
  ['무라카미 하루키', '일본 작가', '『노르웨이의 숲』, 『1Q84』'],
  ['히가시노 게이고', '일본 작가', '『나미야 잡화점의 기적』, 『용의자 X의 헌신』'],
  ['유발 하라리', '역사학자', '『사피엔스』, 『호모 데우스』, 『넥서스』'],
  ['재레드 다이아몬드', '지리학자', '『총 균 쇠』로 퓰리처상 수상'],
  ['칼 세이건', '천문학자', '『코스모스』의 저자'],
  ['조지 오웰', '영국 작가', '『1984』, 『동물농장』'],
  ['알베르 카뮈', '프랑스 작가', '『이방인』, 『페스트』. 1957 노벨문학상'],
  ['표도르 도스토옙스키', '러시아 작가', '『죄와 벌』, 『카라마조프가의 형제들』'],
  ['베르나르 베르베르', '프랑스 작가', '『개미』, 『나무』'],
  ['파울로 코엘료', '브라질 작가', '『연금술사』의 작가'],
  ['클레어 키건', '아일랜드 작가', '『이처럼 사소한 것들』, 『맡겨진 소녀』'],
  ['앤디 위어', '미국 작가', '『마션』, 『프로젝트 헤일메리』'],
  ['류츠신', '중국 SF 작가', '『삼체』로 휴고상 수상'],
  ['김난도', '소비자학자', '「트렌드 코리아」 시리즈의 대표 저자'],
  ['세이노', '저자', '『세이노의 가르침』의 저자'],
  ['자청', '저자', '『역행자』의 저자'],
  ['모건 하우절', '금융 작가', '『돈의 심리학』, 『불변의 법칙』'],
  ['제임스 클리어', '저자', '『아주 작은 습관의 힘』의 저자'],
  ['기시미 이치로', '철학자', '『미움받을 용기』 공저자'],
  ['마이클 샌델', '정치철학자', '『정의란 무엇인가』, 『공정하다는 착각』'],
  ['김상욱', '물리학자', '『떨림과 울림』의 저자'],
  ['유시민', '작가', '『거꾸로 읽는 세계사』, 『청춘의 독서』'],
  ['윤인성', 'IT 저자', '「혼자 공부하는」 시리즈 저자'],
  ['이웅모', '개발자', '『모던 자바스크립트 Deep Dive』'],
  ['백희나', '그림책 작가', '『구름빵』, 『알사탕』. 2020 아스트리드 린드그렌 상'],
  ['추공', '웹소설 작가', '『나 혼자만 레벨업』 원작'],
  ['싱숑', '웹소설 작가', '『전지적 독자 시점』'],
  ['남희성', '웹소설 작가', '『달빛 조각사』'],
  ['방탄소년단', '가수', '하이브 소속 7인조 그룹'],
  ['아이유', '가수', '싱어송라이터, 배우'],
  ['임영웅', '가수', '트로트 가수'],
  ['조성진', '피아니스트', '2015 쇼팽 국제 피아노 콩쿠르 우승'],
  ['임윤찬', '피아니스트', '2022 반 클라이번 콩쿠르 우승'],
  ['봉준호', '영화감독', '『기생충』으로 아카데미 작품상 수상'],
  ['박찬욱', '영화감독', '『올드보이』, 『헤어질 결심』'],
];
const authors = AUTHORS.map(([name, category, description], i) => ({
  chrc_NAME: name,
  chrc_CODE: String(1000001 + i),
  rprs_INFO: `${name}@@${category}@@${description}`,
  popularity: 1000 - i,
}));

// Events: [name, kind]
const EVENTS = [
  ['한강 작가 노벨문학상 수상 기념 기획전', 'book'],
  ['12월 신간 구매 시 적립금 2배', 'point'],
  ['연말 다이어리 사은품 증정', 'gift'],
  ['해리 포터 20주년 굿즈 증정 이벤트', 'gift'],
  ['eBook 첫 구매 50% 할인', 'ebook'],
  ['sam 무제한 첫 달 무료', 'ebook'],
  ['웹툰 전 회차 무료 대여 주간', 'ebook'],
  ['겨울방학 어린이 도서 특가', 'book'],
  ['수험서 3권 이상 구매 시 10% 추가 할인', 'book'],
  ['음반 예약 구매 특전 포토카드', 'music'],
  ['LP 페어: 바이닐 특가전', 'music'],
  ['블루레이 컬렉션 2+1', 'dvd'],
  ['북콘서트 〈작가와의 밤〉 초대 이벤트', 'culture'],
  ['독서 챌린지: 한 달에 네 권', 'book'],
  ['리뷰 쓰고 적립금 받기', 'point'],
  ['바로펀딩 오픈 알림 신청', 'funding'],
  ['기프트카드 구매 시 5% 추가 적립', 'gift'],
  ['신규 회원 웰컴 쿠폰', 'point'],
  ['문구 페어: 만년필 특가', 'gift'],
  ['SF 소설 기획전 〈다음 세계〉', 'book'],
  ['교보문고 스타일 북커버 증정', 'gift'],
  ['오디오북 1개월 무료 체험', 'ebook'],
];
const events = EVENTS.map(([name, kind], i) => ({
  event_NM: name,
  event_ID: String(218200 + i),
  kind,
  popularity: 100 - i,
}));

const shortcuts = [
  {
    keywords: ['고객센터', '고객 센터', 'cs'],
    shortcut_NAME: '고객센터 바로가기',
    path: '/cscenter',
    redirect_YN: 'Y',
  },
  { keywords: ['장바구니', '카트'], shortcut_NAME: '장바구니 바로가기', path: '/ORD/cart', redirect_YN: 'Y' },
  {
    keywords: ['sam', '샘', '무제한'],
    shortcut_NAME: 'sam 무제한 이용권',
    path: '/EBP/dig/epd/sam/' + products.find((p) => p.sale_CMDT_DVSN_CODE === 'SAM').sale_CMDTID,
    redirect_YN: 'Y',
  },
  { keywords: ['이벤트', '이벤트 모음'], shortcut_NAME: '진행 중인 이벤트', path: '/detail/218200', redirect_YN: 'N' },
  {
    keywords: ['상세검색'],
    shortcut_NAME: '상세검색 바로가기',
    path: '/searchDetail?gbCode=TOT&target=kyobo',
    redirect_YN: 'Y',
  },
  {
    keywords: ['펀딩', '바로펀딩'],
    shortcut_NAME: '바로펀딩 프로젝트',
    path: '/EVT/funding/detail/F2026001',
    redirect_YN: 'N',
  },
  { keywords: ['노벨문학상', '노벨상'], shortcut_NAME: '노벨문학상 기획전', path: '/detail/218200', redirect_YN: 'Y' },
];

const banners = [
  {
    ad_id: 'AD001',
    publisher_id: 'P01',
    path: '/detail/218201',
    image: '/public/ads/ad-newbooks.svg',
    imgAltTagCntt: '12월 신간 적립금 2배',
    text: '12월 신간, 적립금 2배 받으세요',
  },
  {
    ad_id: 'AD002',
    publisher_id: 'P01',
    path: '/detail/218200',
    image: '/public/ads/ad-hankang.svg',
    imgAltTagCntt: '한강 작가 기획전',
    text: '한강 작가 기획전을 만나보세요',
  },
  {
    ad_id: 'AD003',
    publisher_id: 'P02',
    path: '/detail/218205',
    image: '/public/ads/ad-sam.svg',
    imgAltTagCntt: 'sam 무제한 첫 달 무료',
    text: 'sam 무제한, 첫 달은 무료',
  },
];

const trendKeywords = [
  '한강',
  '트렌드 코리아 2027',
  '세이노의 가르침',
  '모순',
  '해리 포터',
  '넥서스',
  '마흔에 읽는 쇼펜하우어',
  '전지적 독자 시점',
  '다이어리',
  '방탄소년단',
];

const catalogue = { products, authors, events, shortcuts, banners, trendKeywords };
const out = new URL('./catalogue.json', import.meta.url);
writeFileSync(out, JSON.stringify(catalogue, null, 0).replace(/\},\{/g, '},\n{') + '\n');
const types = {};
for (const p of products) types[p.sale_CMDT_DVSN_CODE] = (types[p.sale_CMDT_DVSN_CODE] || 0) + 1;
console.log(
  `${products.length} products, ${authors.length} authors, ${events.length} events, ${shortcuts.length} shortcuts, ${banners.length} banners`,
);
console.log(types);
