/** The demo's accounts. Anonymous is the default; logging in picks one of these. */
export interface DemoAccount {
  key: 'member' | 'adult';
  id: string;
  name: string;
  roles: string[];
  age: number;
  sex: '1' | '2';
}

export const ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'member',
    id: 'reader01',
    name: '김독자',
    roles: ['member', 'verified-email'],
    age: 34,
    sex: '2',
  },
  {
    key: 'adult',
    id: 'adult01',
    name: '이성인',
    roles: ['member', 'verified-self', 'adult'],
    age: 41,
    sex: '1',
  },
];

export const accountByKey = (key: string | undefined) => ACCOUNTS.find((a) => a.key === key) ?? null;

/** The search log's age band of an account: 10, 20, 30 or 40 (40 and over). */
export const ageBand = (age: number) => String(Math.min(40, Math.max(10, Math.floor(age / 10) * 10)));

/** What the search log records of a searcher: the age band and sex of a signed-in account, nothing otherwise. */
export function searcherProfile(account: DemoAccount | null): { age: string | null; sex: string | null } {
  return account ? { age: ageBand(account.age), sex: account.sex } : { age: null, sex: null };
}
